// Hand-written, not generated (`gen:locales` writes only the locale index files). It imports every area
// but the agent centre's, which the player never shows, and the four the member and money pages alone use
// (player-english-deferred.ts), which come with the first of those pages. english.test.ts fails when an English area is in no
// app's subset; each app's label-areas test fails when the app uses an area missing here.
import type { Labels } from './labels';
import account from './locales/en/account.json';
import app from './locales/en/app.json';
import categories from './locales/en/categories.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import games from './locales/en/games.json';
import header from './locales/en/header.json';
import home from './locales/en/home.json';
import member from './locales/en/member.json';
import menu from './locales/en/menu.json';
import messages from './locales/en/messages.json';
import nav from './locales/en/nav.json';
import responsible from './locales/en/responsible.json';
import routes from './locales/en/routes.json';
import trial from './locales/en/trial.json';
import ui from './locales/en/ui.json';
import validation from './locales/en/validation.json';

/**
 * The English label areas the player app bundles, what its shell and first screens show: every area but
 * `agent` and the deferred ones (`loadPlayerDeferredEnglish`).
 */
export const PLAYER_ENGLISH = {
  account,
  app,
  categories,
  common,
  errors,
  games,
  header,
  home,
  member,
  menu,
  messages,
  nav,
  responsible,
  routes,
  trial,
  ui,
  validation,
} satisfies Partial<Labels>;
