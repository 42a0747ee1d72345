// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from './account';
import { wpsApi } from './api';
import { configureClient, type ClientContext } from './client-context';
import type { WpsRequest } from './request';
import { resetSessionExpiry } from './session-expiry';
import { createWpsStore } from './store';

const probe = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, Partial<WpsRequest> | void>({
      query: (extra) => ({ path: '/wps/probe', ...(extra ?? {}) }),
    }),
    probePost: build.mutation<unknown, Partial<WpsRequest>>({
      query: (extra) => ({ path: '/wps/probe', method: 'POST', body: {}, ...extra }),
    }),
  }),
});

const fetchMock = vi.fn<typeof fetch>();
const ok = (value: unknown) => Response.json({ success: true, value });
const failEnvelope = (status: number, errorCode = 'E') =>
  Response.json({ success: false, errorCode, message: 'm' }, { status });

function configure(extra: Partial<ClientContext> = {}) {
  configureClient({
    apiBase: '/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: fetchMock,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    ...extra,
  });
}

const storeMemberSession = (token: string) =>
  sessionStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token, merchantCode: 'demo', userName: 'ana', type: 1, firstTimeLogin: false }),
  );

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionExpiry();
  configure();
});
afterEach(() => fetchMock.mockReset());

describe('retry', () => {
  it.each([503, 500, 408, 429])('retries a GET answered %s and then succeeds', async (status) => {
    fetchMock.mockResolvedValueOnce(failEnvelope(status)).mockResolvedValueOnce(ok('fine'));
    const result = await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(result.data).toBe('fine');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a GET on a network error, up to the limit, then reports it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a GET on a network error while the browser says it is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });

  it.each([400, 403, 404])('does not retry a GET answered %s', async (status) => {
    fetchMock.mockResolvedValue(failEnvelope(status));
    await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST, nor an auth or money GET', async () => {
    fetchMock.mockResolvedValue(failEnvelope(503));
    const store = createWpsStore();
    const post = await store.dispatch(probe.endpoints.probePost.initiate({}));
    expect(post).toMatchObject({ error: { status: 503 } });
    await store.dispatch(probe.endpoints.probeGet.initiate({ sensitive: 'money' }));
    await store.dispatch(probe.endpoints.probeGet.initiate({ sensitive: 'auth' }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('request shape', () => {
  it('sends Device OTHERS when standalone, form bodies as forms, and skips empty params', async () => {
    configure({ getDevice: () => 'OTHERS', getToken: () => 'tok' });
    fetchMock.mockResolvedValue(ok(null));
    await createWpsStore().dispatch(
      probe.endpoints.probePost.initiate({
        form: true,
        body: { username: 'ana', email: 'a@b.c' },
        params: { a: null },
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/wps\/probe$/);
    expect(init?.headers).toMatchObject({
      Device: 'OTHERS',
      Authorization: 'tok',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(String(init?.body)).toBe('username=ana&email=a%40b.c');
  });

  it('uses the trial merchant code while a trial session is stored', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tt', merchantCode: 'demo_trial' }));
    fetchMock.mockResolvedValue(ok(null));
    await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      Merchant: 'demo_trial',
      Authorization: 'tt',
    });
  });

  it('times out a request that never answers', async () => {
    configure({ timeoutMs: 20, retry: { retries: 0 } });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});

describe('session expiry', () => {
  it('clears the session and calls onSessionExpired once with three requests in flight', async () => {
    const onSessionExpired = vi.fn();
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: 'old', merchantCode: 'demo', userName: 'ana', type: 1, firstTimeLogin: false }),
    );
    configure({ onSessionExpired });
    fetchMock.mockImplementation(async () => failEnvelope(401, 'login.not.session'));
    const store = createWpsStore();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((p) => store.dispatch(probe.endpoints.probeGet.initiate({ params: { p } }))),
    );
    expect(results.map((r) => r.error)).toEqual(
      Array(3).fill(expect.objectContaining({ status: 401, errorCode: 'login.not.session' })),
    );
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('fires again for a later session, and never for a request without a token', async () => {
    const onSessionExpired = vi.fn();
    let token: string | undefined = 't1';
    configure({ onSessionExpired, getToken: () => token, clearSession: () => (token = undefined) });
    fetchMock.mockImplementation(async () => failEnvelope(401, 'user.or.token.invalid'));
    await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    token = 't2';
    await createWpsStore().dispatch(probe.endpoints.probeGet.initiate());
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });
  it('drops the api cache and the member caches in local storage, keeping preferences and public data', async () => {
    const onSessionExpired = vi.fn();
    storeMemberSession('old');
    localStorage.setItem('wpsCache.member.memberInfo:EN:/wps/member/info', '{}');
    localStorage.setItem('wpsCache.public.notices:EN:/wps/notices', '{}');
    localStorage.setItem('language', 'TY');
    localStorage.setItem('hideDownloadBar', '1');
    configure({ onSessionExpired });
    const store = createWpsStore();
    fetchMock.mockResolvedValueOnce(ok('member data'));
    await store.dispatch(probe.endpoints.probeGet.initiate({ params: { p: 'cached' } }));
    expect(Object.keys(store.getState().wps.queries)).toHaveLength(1);
    fetchMock.mockResolvedValue(failEnvelope(401, 'login.not.session'));
    await store.dispatch(probe.endpoints.probeGet.initiate({ params: { p: 'expires' } }));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.getState().wps.queries).toEqual({}));
    expect(localStorage.getItem('wpsCache.member.memberInfo:EN:/wps/member/info')).toBeNull();
    expect(localStorage.getItem('wpsCache.public.notices:EN:/wps/notices')).toBe('{}');
    expect(localStorage.getItem('language')).toBe('TY');
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it('ends with one clean logout when the logout call itself answers 401: no expiry is reported', async () => {
    const onSessionExpired = vi.fn();
    const clearOnLogout = vi.fn(async () => {
      sessionStorage.clear();
      localStorage.removeItem('MC_SESSION_INFO');
    });
    storeMemberSession('gone');
    configure({ onSessionExpired, clearOnLogout });
    fetchMock.mockImplementation(async () => failEnvelope(401, 'login.not.session'));
    const store = createWpsStore();
    // A read still in flight with the same token answers 401 too, after the logout call.
    const [logout] = await Promise.all([
      store.dispatch(accountApi.endpoints.logout.initiate()),
      store.dispatch(probe.endpoints.probeGet.initiate()),
    ]);
    expect(logout).toHaveProperty('error');
    expect(clearOnLogout).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });
});
