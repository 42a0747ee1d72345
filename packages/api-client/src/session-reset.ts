import type { Middleware } from '@reduxjs/toolkit';
import { wpsApi } from './api';
import { sessionExpired } from './session-expiry';

/**
 * Empties the api's cache when the session expires, so no screen keeps showing (or serving from cache) the
 * previous member's data. Part of `createWpsStore`; a store of one's own adds it beside `wpsApi.middleware`.
 * The reset waits one task: the requests failing in the same moment still hand their callers their error.
 */
export const sessionResetMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionExpired.match(action)) setTimeout(() => store.dispatch(wpsApi.util.resetApiState()), 0);
  return result;
};
