// English labels, one file per area of the product; the file name is the first part of each key.
import app from './app.json';
import header from './header.json';
import nav from './nav.json';
import routes from './routes.json';
import ui from './ui.json';

const en = { app, header, nav, routes, ui };

export default en;
