// @vitest-environment jsdom
// Contract test: the published client against this sandbox app in process (`app.request()`), so that client and
// sandbox cannot drift. The one place the sandbox imports the client and the session, and only in a test.
import {
  accountApi,
  configureClient,
  createWpsStore,
  gamePlayApi,
  gamesApi,
  memberApi,
  systemApi,
  walletApi,
  withdrawApi,
  wpsApi,
  type ClientContext,
} from '@wps-mobile/api-client';
import { WPS_DOMAIN_CALLS } from '@wps-mobile/api-client/contract';
import { readSession, webCryptoCipher } from '@wps-mobile/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiHarness, type ApiHarness } from '../testing/api-harness';

let harness: ApiHarness;
const onSessionExpired = vi.fn();
const calls: { method: string; path: string; status: number }[] = [];
// Faults to inject before the sandbox answers: a status per "METHOD path", used once each.
const faults = new Map<string, number>();

function configure(extra: Partial<ClientContext> = {}) {
  configureClient({
    apiBase: 'http://sandbox.test/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    cipher: webCryptoCipher(),
    onSessionExpired,
    clearOnLogout: async () => {
      sessionStorage.clear();
      localStorage.removeItem('MC_SESSION_INFO');
    },
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      const fault = faults.get(key);
      if (fault) {
        faults.delete(key);
        calls.push({ method, path: url.pathname, status: fault });
        return Response.json({ success: false, errorCode: '#727', message: 'busy' }, { status: fault });
      }
      const response = await harness.api.request(url.pathname + url.search, init);
      calls.push({ method, path: url.pathname, status: response.status });
      return response;
    },
    ...extra,
  });
}

beforeEach(async () => {
  harness = await createApiHarness();
  sessionStorage.clear();
  localStorage.clear();
  calls.length = 0;
  faults.clear();
  // The client keeps the server key it read and the tokens it saw end across tests: the sandbox's RSA key is one
  // per process, and every test logs in afresh with a new token, so neither carries anything over.
  onSessionExpired.mockClear();
  configure();
});
afterEach(() => harness.db.close());

const login = (store: ReturnType<typeof createWpsStore>, password = 'Player123') =>
  store.dispatch(accountApi.endpoints.login.initiate({ type: 'username', username: 'player01', password }));

describe('client against the sandbox', () => {
  it('logs in with an encrypted body and reads the wallet with the new session', async () => {
    const store = createWpsStore();
    const result = await login(store);
    expect(result).toMatchObject({ data: { userName: 'player01', customerType: 0 } });
    expect(readSession()).toMatchObject({ userName: 'player01', merchantCode: 'demo', type: 0 });
    const wallet = await store.dispatch(walletApi.endpoints.wallet.initiate());
    expect(wallet.data?.sumBalance).toBe(1250.5);
  });

  it('reads member info with the new session', async () => {
    const store = createWpsStore();
    await login(store);
    const info = await store.dispatch(memberApi.endpoints.memberInfo.initiate());
    expect(info.data).toMatchObject({ account: 'player01', type: 0 });
  });

  it('adds then removes a favourite, the ids following each step', async () => {
    const store = createWpsStore();
    await login(store);
    const page = await store.dispatch(gamesApi.endpoints.gameList.initiate({ gameType: 'RNG' }));
    const ids = store.dispatch(gamePlayApi.endpoints.favouriteIds.initiate());
    const before = (await ids).data ?? [];
    const game = page.data?.games.find((g) => !before.includes(g.nodeId));
    if (!game) throw new Error('the seed should have a game that is not a favourite yet');
    const ref = { nodeId: game.nodeId, vendor: game.vassalage };
    const current = () => gamePlayApi.endpoints.favouriteIds.select()(store.getState()).data;
    await store.dispatch(gamePlayApi.endpoints.favouriteAdd.initiate(ref)).unwrap();
    await vi.waitFor(() => expect(current()).toContain(game.nodeId));
    const added = await createWpsStore().dispatch(gamePlayApi.endpoints.favouriteIds.initiate());
    expect(added.data).toContain(game.nodeId);
    await store.dispatch(gamePlayApi.endpoints.favouriteRemove.initiate(ref)).unwrap();
    await vi.waitFor(() => expect(current()).not.toContain(game.nodeId));
    const fresh = await createWpsStore().dispatch(gamePlayApi.endpoints.favouriteIds.initiate());
    expect([...(fresh.data ?? [])].sort()).toEqual([...before].sort());
    ids.unsubscribe();
  });

  it('delivers a failed login as the typed error', async () => {
    const result = await login(createWpsStore(), 'wrong-password');
    expect(result).toMatchObject({ error: { status: expect.any(Number), errorCode: 'login.failed' } });
    const error = (result as { error: Record<string, unknown> }).error;
    expect(Object.keys(error).sort()).toEqual(expect.arrayContaining(['errorCode', 'message', 'status']));
    expect(readSession()).toBeUndefined();
  });

  it('logs out: the sandbox drops the session and the device is cleared', async () => {
    const store = createWpsStore();
    await login(store);
    const token = readSession()?.token;
    await store.dispatch(accountApi.endpoints.logout.initiate()).unwrap();
    expect(readSession()).toBeUndefined();
    configure({ getToken: () => token });
    const after = await createWpsStore().dispatch(walletApi.endpoints.wallet.initiate());
    expect(after.error).toMatchObject({ status: 401 });
  });

  it('fires onSessionExpired exactly once with three requests in flight on a dead token', async () => {
    await login(createWpsStore());
    const token = readSession()?.token ?? '';
    await harness.api.request('/wps/session/logout', {
      method: 'DELETE',
      headers: { Merchant: 'demo', Authorization: token },
    });
    const store = createWpsStore();
    const results = await Promise.all([
      store.dispatch(walletApi.endpoints.wallet.initiate()),
      store.dispatch(withdrawApi.endpoints.bankCards.initiate()),
      store.dispatch(walletApi.endpoints.wallet.initiate(undefined, { forceRefetch: true })),
    ]);
    expect(results.every((r) => r.error !== undefined)).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeUndefined();
  });

  it('retries a GET after an injected 503 but never the POST', async () => {
    faults.set('GET /wps/system/status', 503);
    const store = createWpsStore();
    const status = await store.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(status.data).toMatchObject({ maintenance: false });
    expect(calls.filter((c) => c.path === '/wps/system/status').map((c) => c.status)).toEqual([503, 200]);
    faults.set('POST /wps/session/login', 503);
    const result = await login(store);
    expect(result).toMatchObject({ error: { status: 503 } });
    expect(calls.filter((c) => c.path === '/wps/session/login')).toHaveLength(1);
  });

  it("gets answers its schemas accept for every player's read that takes no input", async () => {
    const store = createWpsStore();
    await login(store);
    // The agent centre's calls refuse a player; the sandbox's own contract test sends them as an agent.
    const reads = Object.entries(WPS_DOMAIN_CALLS)
      .filter(([domain]) => !domain.startsWith('agent-'))
      .flatMap(([, calls]) => Object.values(calls))
      .filter(
        (call) => call.method === 'GET' && call.name !== 'rsaKey' && call.request.safeParse({}).success,
      );
    const endpoints = wpsApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => unknown }>;
    const broken: string[] = [];
    for (const call of reads) {
      const endpoint = endpoints[call.name];
      if (!endpoint) continue;
      const result = (await store.dispatch(endpoint.initiate({}) as never)) as {
        data?: unknown;
        error?: unknown;
      };
      if (result.error || !call.response.safeParse(result.data).success) broken.push(call.name);
    }
    expect(reads.length).toBeGreaterThan(30);
    expect(broken).toEqual([]);
  });
});
