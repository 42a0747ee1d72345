/**
 * The small script the HTML runs beside the app: it sends the first screen's calls as soon as the runtime
 * config arrives (see `lib/early-requests.ts`), while the app's libraries are still downloading.
 */
import { startEarlyRequests } from './lib/early-requests';

startEarlyRequests(window.location.pathname).catch(() => {
  // Nothing was sent early: the app makes its calls itself.
});
