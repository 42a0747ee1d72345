/**
 * The small script the HTML runs beside the app, while the app's libraries are still downloading: it asks for
 * the first screen's files (`lib/screen-files.ts`) and sends its calls as soon as the runtime config arrives
 * (`lib/early-requests.ts`).
 */
import { findRoute } from '@wps-mobile/config';
import { startEarlyRequests } from './lib/early-requests';
import { preloadScreenFiles } from './lib/screen-files';

// The screen's own code and styles first: they are what the first paint waits on after the libraries.
preloadScreenFiles(document, findRoute(window.location.pathname)?.id);

startEarlyRequests(window.location.pathname).catch(() => {
  // Nothing was sent early: the app makes its calls itself.
});
