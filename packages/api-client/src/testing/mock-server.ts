// Test set-up shared by the flow tests: the client configured against the contract's MSW mocks.
import { webCryptoCipher } from '@wps-mobile/session';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { accountApi } from '../account';
import { configureClient } from '../client-context';
import { forgetServerKey } from '../encryption';
import { resetLocalCacheMemory } from '../local-cache';
import { createWpsHandlers, MOCK_ACCOUNTS } from '../mocks';
import { resetSessionExpiry } from '../session-expiry';
import { createWpsStore } from '../store';

export const { username, password } = MOCK_ACCOUNTS.player;

/** Starts an MSW server for the calling test file; fresh handlers, storage and client state before each test. */
export function startMockServer() {
  const server = setupServer();
  const onSessionExpired = vi.fn();
  const clearOnLogout = vi.fn(async () => {
    sessionStorage.clear();
    localStorage.removeItem('MC_SESSION_INFO');
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    server.resetHandlers(...createWpsHandlers());
    sessionStorage.clear();
    localStorage.clear();
    forgetServerKey();
    resetSessionExpiry();
    resetLocalCacheMemory();
    configureClient({
      apiBase: 'http://localhost/wps',
      merchantCode: 'demo',
      getLanguage: () => 'EN',
      cipher: webCryptoCipher(),
      onSessionExpired,
      clearOnLogout,
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
    });
  });
  afterEach(() => vi.clearAllMocks());
  return { server, onSessionExpired, clearOnLogout };
}

/** A store whose member has logged in through the encrypted login call. */
export async function loggedInStore() {
  const store = createWpsStore();
  await store
    .dispatch(accountApi.endpoints.login.initiate({ type: 'username', username, password }))
    .unwrap();
  return store;
}
