import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { wpsApi } from './api';
import { sessionResetMiddleware } from './session-reset';

/** The api's slice of the root reducer: spread into `configureStore({ reducer })` or `combineReducers`. */
export const wpsReducer = { [wpsApi.reducerPath]: wpsApi.reducer } as const;

/** The api's middleware, to concat after the defaults. */
export const wpsMiddleware = wpsApi.middleware;

/** A store holding only the api: for tests, Storybook and small consumers with no state of their own. */
export function createWpsStore<S extends Record<string, Reducer>>(extra?: S) {
  return configureStore({
    reducer: { ...wpsReducer, ...(extra ?? ({} as S)) },
    middleware: (getDefault) => getDefault().concat(wpsMiddleware, sessionResetMiddleware),
  });
}

export type WpsStore = ReturnType<typeof createWpsStore>;
