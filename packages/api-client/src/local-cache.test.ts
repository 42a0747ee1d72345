// @vitest-environment jsdom
import { clearOnLogout, writeSession } from '@wps-mobile/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wpsApi } from './api';
import { configureClient } from './client-context';
import { resetLocalCacheMemory } from './local-cache';
import { createWpsStore } from './store';

const cached = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    cachedPublic: build.query<unknown, void>({
      query: () => ({
        path: '/wps/c/public',
        localCache: { name: 'allVendors', maxAgeMs: 60_000, scope: 'public' },
      }),
    }),
    cachedMember: build.query<unknown, void>({
      query: () => ({
        path: '/wps/c/member',
        localCache: { name: 'memberInfo', maxAgeMs: 60_000, scope: 'member' },
      }),
    }),
  }),
});

const fetchMock = vi.fn<typeof fetch>();
const member = (userName: string) =>
  writeSession({ token: `tok-${userName}`, merchantCode: 'demo', userName, type: 1, firstTimeLogin: false });

/** A page reload: a fresh store and a fresh in-memory record, but the same local storage. */
function reload() {
  resetLocalCacheMemory();
  return createWpsStore();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  let n = 0;
  fetchMock.mockImplementation(async () => Response.json({ success: true, value: { n: ++n } }));
  configureClient({ apiBase: '/wps', merchantCode: 'demo', getLanguage: () => 'EN', fetch: fetchMock });
});

describe('local cache', () => {
  it('answers the first load after a reload from storage, and later loads from the network', async () => {
    await reload().dispatch(cached.endpoints.cachedPublic.initiate());
    const store = reload();
    expect((await store.dispatch(cached.endpoints.cachedPublic.initiate())).data).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const again = await store.dispatch(
      cached.endpoints.cachedPublic.initiate(undefined, { forceRefetch: true }),
    );
    expect(again.data).toEqual({ n: 2 });
  });

  it('ignores an entry past its age limit or of another version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await reload().dispatch(cached.endpoints.cachedPublic.initiate());
    vi.setSystemTime(Date.now() + 61_000);
    expect((await reload().dispatch(cached.endpoints.cachedPublic.initiate())).data).toEqual({ n: 2 });
    vi.useRealTimers();
    const key = Object.keys(localStorage).find((k) => k.startsWith('wpsCache.public.allVendors')) ?? '';
    localStorage.setItem(key, JSON.stringify({ version: 0, savedAt: Date.now(), data: { n: 99 } }));
    expect((await reload().dispatch(cached.endpoints.cachedPublic.initiate())).data).toEqual({ n: 3 });
  });

  it('keeps member data to its member, never for a visitor, and never past a logout', async () => {
    await reload().dispatch(cached.endpoints.cachedMember.initiate());
    expect(Object.keys(localStorage).some((k) => k.startsWith('wpsCache.member.'))).toBe(false);
    member('ana');
    await reload().dispatch(cached.endpoints.cachedMember.initiate());
    // The session itself is kept in local storage (MC_SESSION_INFO); the cached entries never carry its token.
    const cachedEntries = Object.keys(localStorage).filter((k) => k.startsWith('wpsCache.'));
    expect(cachedEntries.map((k) => localStorage.getItem(k)).join()).not.toContain('tok-ana');
    expect((await reload().dispatch(cached.endpoints.cachedMember.initiate())).data).toEqual({ n: 2 });
    member('bob');
    expect((await reload().dispatch(cached.endpoints.cachedMember.initiate())).data).toEqual({ n: 3 });
    await clearOnLogout({
      keyStore: { get: async () => undefined, put: async () => {}, delete: async () => {} },
    });
    member('bob');
    expect((await reload().dispatch(cached.endpoints.cachedMember.initiate())).data).toEqual({ n: 4 });
  });
});
