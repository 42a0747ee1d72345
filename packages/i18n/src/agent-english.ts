// Hand-written, not generated (`gen:locales` writes only the locale index files). It imports only the
// areas the agent app and the kit it renders use, so the agent's first load carries no player screen's
// labels. english.test.ts fails when an English area is in no app's subset; each app's label-areas test
// fails when the app uses an area missing here.
import type { Labels } from './labels';
import agent from './locales/en/agent.json';
import app from './locales/en/app.json';
import categories from './locales/en/categories.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import nav from './locales/en/nav.json';
import routes from './locales/en/routes.json';
import ui from './locales/en/ui.json';
import validation from './locales/en/validation.json';
import wallet from './locales/en/wallet.json';

/** The English label areas the agent app bundles: the agent centre's, the kit's and the shared ones. */
export const AGENT_ENGLISH = {
  agent,
  app,
  categories,
  common,
  errors,
  nav,
  routes,
  ui,
  validation,
  wallet,
} satisfies Partial<Labels>;
