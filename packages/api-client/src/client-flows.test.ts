// @vitest-environment jsdom
// The client against the contract's MSW mocks: the flows of the issue end to end, through the real base query.
import { readSession, webCryptoCipher } from '@wps-mobile/session';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from './account';
import { configureClient } from './client-context';
import { forgetServerKey } from './encryption';
import { gamesApi } from './games';
import { resetLocalCacheMemory } from './local-cache';
import { memberApi } from './member';
import { messagesApi } from './messages';
import { createWpsHandlers, MOCK_ACCOUNTS } from './mocks';
import { promotionsApi } from './promotions';
import { resetSessionExpiry } from './session-expiry';
import { createWpsStore } from './store';
import { walletApi } from './wallet';

const server = setupServer();
const onSessionExpired = vi.fn();
const clearOnLogout = vi.fn(async () => sessionStorage.clear());
const { username, password } = MOCK_ACCOUNTS.player;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(...createWpsHandlers());
  sessionStorage.clear();
  localStorage.clear();
  forgetServerKey();
  resetSessionExpiry();
  resetLocalCacheMemory();
  onSessionExpired.mockClear();
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

async function loggedInStore() {
  const store = createWpsStore();
  await store
    .dispatch(accountApi.endpoints.login.initiate({ type: 'username', username, password }))
    .unwrap();
  return store;
}

describe('account flows', () => {
  it('logs in with an encrypted body, stores the session and reads member info', async () => {
    const store = await loggedInStore();
    expect(readSession()).toMatchObject({ userName: username, type: 0, merchantCode: 'demo' });
    const info = await store.dispatch(memberApi.endpoints.memberInfo.initiate());
    expect(info.data).toMatchObject({ account: username, type: 0 });
  });

  it('delivers a failure envelope as the typed error, with its value', async () => {
    const store = createWpsStore();
    const result = await store.dispatch(
      accountApi.endpoints.login.initiate({ type: 'username', username, password: 'wrong' }),
    );
    expect(result).toMatchObject({
      error: {
        status: 400,
        errorCode: 'login.failed',
        message: 'Incorrect username or password',
        value: { captcha: false },
      },
    });
    expect(readSession()).toBeUndefined();
  });

  it('logs out: the server session ends and the device is cleared', async () => {
    const store = await loggedInStore();
    const token = readSession()?.token;
    await store.dispatch(accountApi.endpoints.logout.initiate()).unwrap();
    expect(clearOnLogout).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeUndefined();
    configureClient({
      apiBase: 'http://localhost/wps',
      merchantCode: 'demo',
      getLanguage: () => 'EN',
      getToken: () => token,
    });
    const after = await createWpsStore().dispatch(memberApi.endpoints.memberInfo.initiate());
    expect(after.error).toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });

  it('fires onSessionExpired exactly once with three requests in flight on an expired token', async () => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({
        token: 'expired',
        merchantCode: 'demo',
        userName: username,
        type: 0,
        firstTimeLogin: false,
      }),
    );
    const store = createWpsStore();
    const results = await Promise.all([
      store.dispatch(memberApi.endpoints.memberInfo.initiate()),
      store.dispatch(walletApi.endpoints.wallet.initiate()),
      store.dispatch(messagesApi.endpoints.unreadMessageCount.initiate()),
    ]);
    expect(results.every((r) => r.error !== undefined)).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeUndefined();
  });
});

describe('retry against the server', () => {
  it('retries a GET answered 503 once the fault clears, and never a POST', async () => {
    let faults = 1;
    let posts = 0;
    server.use(
      http.get('*/wps/system/status', () => {
        if (faults-- > 0)
          return HttpResponse.json({ success: false, errorCode: '#727', message: 'busy' }, { status: 503 });
        return undefined;
      }),
      http.post('*/wps/session/login/freeplay', () => {
        posts += 1;
        return HttpResponse.json({ success: false, errorCode: '#727', message: 'busy' }, { status: 503 });
      }),
    );
    const store = createWpsStore();
    const { systemApi } = await import('./system');
    const status = await store.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(status.data).toMatchObject({ maintenance: false });
    const trial = await store.dispatch(accountApi.endpoints.freePlayLogin.initiate());
    expect(trial).toMatchObject({ error: { status: 503, errorCode: '#727' } });
    expect(posts).toBe(1);
  });
});

describe('what the user just did shows at once', () => {
  it('adds then removes a favourite, the ids following each step', async () => {
    const store = await loggedInStore();
    const ids = store.dispatch(gamesApi.endpoints.favouriteIds.initiate());
    await ids;
    const current = () => gamesApi.endpoints.favouriteIds.select()(store.getState()).data;
    const ref = { nodeId: '1001', vendor: 'JL' };
    const adding = store.dispatch(gamesApi.endpoints.favouriteAdd.initiate(ref));
    expect(current()).toEqual(['1001']);
    await adding.unwrap();
    await vi.waitFor(() =>
      expect(gamesApi.endpoints.favouriteIds.select()(store.getState()).status).toBe('fulfilled'),
    );
    expect(current()).toEqual(['1001']);
    // The server agrees (a fresh store asks it directly).
    const fromServer = () => createWpsStore().dispatch(gamesApi.endpoints.favouriteIds.initiate());
    expect((await fromServer()).data).toEqual(['1001']);
    await store.dispatch(gamesApi.endpoints.favouriteRemove.initiate(ref)).unwrap();
    await vi.waitFor(() => expect(current()).toEqual([]));
    expect((await fromServer()).data).toEqual([]);
    ids.unsubscribe();
  });

  it('refreshes the unread count after reading a message', async () => {
    const store = await loggedInStore();
    const count = store.dispatch(messagesApi.endpoints.unreadMessageCount.initiate());
    expect((await count).data).toBe(2);
    await store.dispatch(messagesApi.endpoints.messageRead.initiate({ ids: [1] })).unwrap();
    await vi.waitFor(() =>
      expect(messagesApi.endpoints.unreadMessageCount.select()(store.getState()).data).toBe(1),
    );
    count.unsubscribe();
  });

  it('refreshes the unclaimed count and the balance after claiming a promotion', async () => {
    const store = await loggedInStore();
    const promos = store.dispatch(promotionsApi.endpoints.availablePromotions.initiate());
    const wallet = store.dispatch(walletApi.endpoints.wallet.initiate());
    const before = (await wallet).data?.sumBalance ?? 0;
    expect((await promos).data?.unclaimedCount).toBe(1);
    await store.dispatch(promotionsApi.endpoints.claimPromotion.initiate({ id: 1 })).unwrap();
    await vi.waitFor(() => {
      const state = store.getState();
      expect(promotionsApi.endpoints.availablePromotions.select()(state).data?.unclaimedCount).toBe(0);
      expect(walletApi.endpoints.wallet.select()(state).data?.sumBalance).toBe(before + 10);
    });
    promos.unsubscribe();
    wallet.unsubscribe();
  });

  it('puts the heart back when the server refuses the favourite', async () => {
    const store = await loggedInStore();
    const ids = store.dispatch(gamesApi.endpoints.favouriteIds.initiate());
    await ids;
    server.use(
      http.post('*/wps/*', () =>
        HttpResponse.json({ success: false, errorCode: '#727', message: 'busy' }, { status: 500 }),
      ),
    );
    const result = await store.dispatch(
      gamesApi.endpoints.favouriteAdd.initiate({ nodeId: '1002', vendor: 'JL' }),
    );
    expect(result.error).toMatchObject({ status: 500 });
    expect(gamesApi.endpoints.favouriteIds.select()(store.getState()).data).toEqual([]);
    ids.unsubscribe();
  });

  it('refetches member data a visitor was refused once the member logs in', async () => {
    const store = createWpsStore();
    const info = store.dispatch(memberApi.endpoints.memberInfo.initiate());
    expect((await info).error).toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    await store
      .dispatch(accountApi.endpoints.login.initiate({ type: 'username', username, password }))
      .unwrap();
    await vi.waitFor(() =>
      expect(memberApi.endpoints.memberInfo.select()(store.getState()).data).toMatchObject({
        account: username,
      }),
    );
    info.unsubscribe();
  });
});
