import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired } from '@wps-mobile/api-client';

export interface SessionExpiryState {
  /** The server ended the session and the user has not yet been taken to login. */
  readonly expired: boolean;
}

const initialState: SessionExpiryState = { expired: false };

/**
 * The api-client dispatches `sessionExpired` once per expired token (it has already cleared the session). Kept in
 * the store rather than in a listener list, so an expiry that happens before the shell has mounted is still seen
 * when it does.
 */
export const sessionExpirySlice = createSlice({
  name: 'sessionExpiry',
  initialState,
  reducers: {
    /** The notice has been shown and the user sent to login. */
    loginReached: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => ({ expired: true }));
  },
});

/** The part of a store the session-expiry notice reads; both apps' stores carry it. */
export interface SessionExpiryRoot {
  readonly sessionExpiry: SessionExpiryState;
}
