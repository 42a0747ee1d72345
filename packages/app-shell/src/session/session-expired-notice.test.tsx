import { configureStore } from '@reduxjs/toolkit';
import { sessionExpired } from '@wps-mobile/api-client';
import type { AppName } from '@wps-mobile/config';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppIdContext } from '../links/app-identity';
import { SessionExpiredNotice } from './session-expired-notice';
import { sessionExpirySlice } from './session-expiry-slice';

const LOGGED_OUT = 'The account has been logged out, please log in again';

function createStore() {
  return configureStore({ reducer: { sessionExpiry: sessionExpirySlice.reducer } });
}

async function renderShell(app: AppName, path: string, store = createStore()) {
  const i18n = await createI18n({ language: 'EN', english: AGENT_ENGLISH, strict: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <AppIdContext value={app}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/m/login" element={<h1>Login screen</h1>} />
              <Route path="*" element={<h1>Some screen</h1>} />
            </Routes>
            <SessionExpiredNotice />
          </MemoryRouter>
        </AppIdContext>
      </Provider>
    </I18nextProvider>,
  );
  // The message's time is counted on a clock the test moves (after the labels' own start-up).
  vi.useFakeTimers();
  return store;
}

describe('SessionExpiredNotice', () => {
  afterEach(() => vi.useRealTimers());

  it("in the player's build: says so on the screen, then routes to login after the message time", async () => {
    const store = await renderShell('player', '/m/home');
    act(() => void store.dispatch(sessionExpired()));
    expect(screen.getByRole('alert')).toHaveTextContent(LOGGED_OUT);
    expect(screen.getByRole('heading', { name: 'Some screen' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(store.getState().sessionExpiry.expired).toBe(false);
  });

  it('tells of an expiry that happened before the shell mounted', async () => {
    const store = createStore();
    store.dispatch(sessionExpired());
    await renderShell('player', '/m/member/home', store);
    expect(screen.getByRole('alert')).toHaveTextContent(LOGGED_OUT);
  });

  it("in the agent's build: says so the same way, then loads the player's login page", async () => {
    const assign = vi.fn();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign, replace });
    try {
      const store = await renderShell('agent', '/m/agent');
      act(() => void store.dispatch(sessionExpired()));
      expect(screen.getByRole('alert')).toHaveTextContent(LOGGED_OUT);
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(replace).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(replace).toHaveBeenCalledWith('/m/login');
      expect(screen.getByRole('heading', { name: 'Some screen' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
