// Hand-written, not generated (`gen:locales` writes only the locale index files). It imports every area
// but the agent centre's, which the player never shows. english.test.ts fails when an English area is in no
// app's subset; each app's label-areas test fails when the app uses an area missing here.
import type { Labels } from './labels';
import account from './locales/en/account.json';
import app from './locales/en/app.json';
import categories from './locales/en/categories.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import games from './locales/en/games.json';
import header from './locales/en/header.json';
import help from './locales/en/help.json';
import home from './locales/en/home.json';
import inbox from './locales/en/inbox.json';
import member from './locales/en/member.json';
import menu from './locales/en/menu.json';
import messages from './locales/en/messages.json';
import nav from './locales/en/nav.json';
import promotions from './locales/en/promotions.json';
import responsible from './locales/en/responsible.json';
import routes from './locales/en/routes.json';
import trial from './locales/en/trial.json';
import ui from './locales/en/ui.json';
import validation from './locales/en/validation.json';
import wallet from './locales/en/wallet.json';

/** The English label areas the player app bundles: every area but `agent`. */
export const PLAYER_ENGLISH = {
  account,
  app,
  categories,
  common,
  errors,
  games,
  header,
  help,
  home,
  inbox,
  member,
  menu,
  messages,
  nav,
  promotions,
  responsible,
  routes,
  trial,
  ui,
  validation,
  wallet,
} satisfies Partial<Labels>;
