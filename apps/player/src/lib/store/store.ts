import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionExpirySlice } from '@wps-mobile/app-shell';
import { sessionResetMiddleware, wpsApi } from '@wps-mobile/api-client';
import { preferencesSlice } from './preferences-slice';

const rootReducer = combineReducers({
  preferences: preferencesSlice.reducer,
  sessionExpiry: sessionExpirySlice.reducer,
  [wpsApi.reducerPath]: wpsApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(wpsApi.middleware, sessionResetMiddleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
