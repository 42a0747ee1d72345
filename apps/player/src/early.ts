/**
 * The small script inlined in the HTML (`build/inline-early-script.ts`), run while the app's libraries are still
 * downloading: it asks for the reader's labels, sends the first screen's calls as soon as the runtime config is
 * known (`lib/first-paint/early-requests.ts`, which sends what `lib/first-paint/first-paint-plan.ts` lists), then asks for the screen's own files (`lib/first-paint/screen-files.ts`).
 */
import { warmIntlOffMainThread } from '@wps-mobile/app-shell/intl-warmup';
import { routeAmong } from '@wps-mobile/config';
import { NO_INTERNET, showBootMessage } from './lib/first-paint/boot-message';
import { startEarlyRequests, storedLanguage } from './lib/first-paint/early-requests';
import { FIRST_SCREEN_ROUTES } from './lib/first-paint/first-paint-plan';
import { labelFilesKey, preloadScreenFiles } from './lib/first-paint/screen-files';

// The first render waits for the labels of the reader's language: asked for now, not once the app has run.
// (English's are in the app's own script; the build names no files for them.)
preloadScreenFiles(document, labelFilesKey(storedLanguage()));

// The first money and dates the screen formats need ICU's locale data: a worker loads it while the libraries
// download, instead of the main thread in the middle of the start (the app waits for it: `warm-formatter.ts`).
void warmIntlOffMainThread(storedLanguage());

// Opened offline (from the worker's copy of the page): the loading shell says so at once, while the app starts.
if (!navigator.onLine) showBootMessage(NO_INTERNET, storedLanguage());

// The calls go first: over HTTP/1.1 a phone has six connections to the server, and home's banner waits on the
// announcements. The screen's files queue behind them; they are needed only once the libraries have run.
startEarlyRequests(window.location.pathname + window.location.search)
  .catch(() => {
    // Nothing was sent early: the app makes its calls itself.
  })
  // Only a landing screen's files are named in the page (`build/screen-preloads.ts`). A task of their own: with
  // the calls' task, putting in their preloads made one long task (about 120 ms on the bench's 4x-slowed CPU).
  .finally(() =>
    setTimeout(
      () => preloadScreenFiles(document, routeAmong(FIRST_SCREEN_ROUTES, window.location.pathname)?.id),
      0,
    ),
  );
