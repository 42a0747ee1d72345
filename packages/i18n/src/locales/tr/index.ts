// TR labels, one file per area, mirroring ../en; loaded lazily as its own chunk.
import type { LabelTable } from '../../labels';
import account from './account.json';
import agent from './agent.json';
import app from './app.json';
import categories from './categories.json';
import common from './common.json';
import errors from './errors.json';
import games from './games.json';
import header from './header.json';
import help from './help.json';
import home from './home.json';
import inbox from './inbox.json';
import member from './member.json';
import menu from './menu.json';
import messages from './messages.json';
import nav from './nav.json';
import promotions from './promotions.json';
import routes from './routes.json';
import trial from './trial.json';
import ui from './ui.json';
import validation from './validation.json';
import wallet from './wallet.json';

const labels = {
  account,
  agent,
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
  routes,
  trial,
  ui,
  validation,
  wallet,
} satisfies LabelTable;

export default labels;
