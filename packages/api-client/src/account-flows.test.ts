// @vitest-environment jsdom
// The client against the contract's MSW mocks: account flows end to end, through the real base query.
import { readSession } from '@wps-mobile/session';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi } from './account';
import { configureClient } from './client-context';
import { memberApi } from './member';
import { messagesApi } from './messages';
import { createWpsStore } from './store';
import { systemApi } from './system';
import { loggedInStore, startMockServer, username } from './testing/mock-server';
import { walletApi } from './wallet';

const { server, onSessionExpired, clearOnLogout } = startMockServer();

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
    const status = await store.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(status.data).toMatchObject({ maintenance: false });
    const trial = await store.dispatch(accountApi.endpoints.freePlayLogin.initiate());
    expect(trial).toMatchObject({ error: { status: 503, errorCode: '#727' } });
    expect(posts).toBe(1);
  });
});
