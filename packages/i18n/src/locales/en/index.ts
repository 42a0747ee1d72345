// English labels, one file per area of the product; the file name is the first part of each key.
// English is bundled with the package and is the source of the key type (see ../../setup.ts).
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

const en = {
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
};

export default en;
