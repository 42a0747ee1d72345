/**
 * The small script inlined in the HTML (`build/inline-early-script.ts`), run while the app's libraries are still
 * downloading: it asks for the reader's labels, sends the first screen's calls as soon as the runtime config is
 * known (`lib/early-requests.ts`), then asks for the screen's own files (`lib/screen-files.ts`).
 */
import { findRoute } from '@wps-mobile/config';
import { startEarlyRequests, storedLanguage } from './lib/early-requests';
import { labelFilesKey, preloadScreenFiles } from './lib/screen-files';

// The first render waits for the labels of the reader's language: asked for now, not once the app has run.
// (English's are in the app's own script; the build names no files for them.)
preloadScreenFiles(document, labelFilesKey(storedLanguage()));

// The calls go first: over HTTP/1.1 a phone has six connections to the server, and home's banner waits on the
// announcements. The screen's files queue behind them; they are needed only once the libraries have run.
startEarlyRequests(window.location.pathname + window.location.search)
  .catch(() => {
    // Nothing was sent early: the app makes its calls itself.
  })
  .finally(() => preloadScreenFiles(document, findRoute(window.location.pathname)?.id));
