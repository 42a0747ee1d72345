// @vitest-environment jsdom
import {
  createNonceBook,
  generateCipherKeyPair,
  openEncryptedRequest,
  SEAL_WINDOW_MS,
  webCryptoCipher,
} from '@wps-mobile/session';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { wpsApi } from './api';
import { configureClient } from './client-context';
import { sealPayload } from './contract';
import { forgetServerKey } from './encryption';
import { createWpsStore } from './store';

const sealed = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    sealedPost: build.mutation<unknown, object>({
      query: (body) => ({ path: '/wps/secret', method: 'POST', body, encrypted: true, sensitive: 'auth' }),
    }),
  }),
});

const fetchMock = vi.fn<typeof fetch>();
// RSA key generation is slow on a busy machine: two pairs for the whole file, made once.
let old: Awaited<ReturnType<typeof generateCipherKeyPair>>;
let fresh: Awaited<ReturnType<typeof generateCipherKeyPair>>;
beforeAll(async () => {
  [old, fresh] = await Promise.all([generateCipherKeyPair('old'), generateCipherKeyPair('new')]);
}, 60_000);
const context = { apiBase: '/wps', merchantCode: 'demo', getLanguage: () => 'EN', fetch: fetchMock };
const SECRET = { method: 'POST', path: '/wps/secret' } as const;
/** Opens a body the way a server does on the test call's route, with a replay guard of its own. */
const atSecret = () => ({ route: SECRET, nonces: createNonceBook() });

beforeEach(() => {
  forgetServerKey();
  fetchMock.mockReset();
});

describe('encrypted calls', () => {
  it('seal the body with the server key, read once per page', async () => {
    const { serverKey, privateKey } = old;
    configureClient({ ...context, cipher: webCryptoCipher() });
    const received: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/wps/session/key/rsa'))
        return Response.json({ success: true, value: { ...serverKey, algorithm: 'RSA-OAEP-256+A256GCM' } });
      const body = JSON.parse(String(init?.body)) as { value: string };
      const opened = await openEncryptedRequest(
        { body, headers: init?.headers as Record<string, string> },
        privateKey,
        atSecret(),
      );
      received.push(opened.payload);
      return Response.json({ success: true, value: 'ok' });
    });
    const store = createWpsStore();
    await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw-1' }));
    await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw-2' }));
    expect(received).toEqual([{ password: 'pw-1' }, { password: 'pw-2' }]);
    const keyReads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/key/rsa'));
    expect(keyReads).toHaveLength(1);
    for (const [, init] of fetchMock.mock.calls) expect(String(init?.body ?? '')).not.toContain('pw-');
  });

  it('never send the body in the clear when no cipher or no key is available', async () => {
    configureClient(context);
    const noCipher = await createWpsStore().dispatch(
      sealed.endpoints.sealedPost.initiate({ password: 'pw' }),
    );
    expect(noCipher).toMatchObject({ error: { status: 'ENCRYPTION_ERROR' } });
    configureClient({ ...context, cipher: webCryptoCipher() });
    fetchMock.mockResolvedValue(Response.json({ success: false, errorCode: 'x', message: 'no key' }));
    const noKey = await createWpsStore().dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }));
    expect(noKey).toMatchObject({ error: { status: 'ENCRYPTION_ERROR' } });
    expect(fetchMock.mock.calls.every(([url]) => String(url).endsWith('/key/rsa'))).toBe(true);
  });

  it('read the key again and seal once more when the server says the key is stale', async () => {
    configureClient({ ...context, cipher: webCryptoCipher() });
    let current = old;
    const kids: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/key/rsa')) return Response.json({ success: true, value: current.serverKey });
      const headers = init?.headers as Record<string, string>;
      kids.push(headers.Encryption ?? '');
      if (!headers.Encryption?.endsWith('kid=new')) {
        current = fresh;
        return Response.json(
          { success: false, errorCode: 'encryption.key.stale', message: 'stale' },
          { status: 400 },
        );
      }
      return Response.json({ success: true, value: 'ok' });
    });
    const result = await createWpsStore().dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }));
    expect(result).toMatchObject({ data: 'ok' });
    expect(kids).toEqual(['RSA-OAEP-256+A256GCM; kid=old', 'RSA-OAEP-256+A256GCM; kid=new']);
  });

  it('seal with the server clock from the key answer, and read it again when the server says expired', async () => {
    const { serverKey, privateKey } = old;
    configureClient({ ...context, cipher: webCryptoCipher() });
    // The phone's clock is a day behind the server's; later the server's clock jumps by an hour.
    let serverNow = Date.now() + 24 * 3600_000;
    const nonces = createNonceBook();
    const refusals: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/key/rsa'))
        return Response.json({ success: true, value: { ...serverKey, serverTime: serverNow } });
      const body = JSON.parse(String(init?.body)) as { value: string };
      const headers = init?.headers as Record<string, string>;
      try {
        await openEncryptedRequest({ body, headers }, privateKey, { route: SECRET, nonces, now: serverNow });
        return Response.json({ success: true, value: 'ok' });
      } catch (error) {
        refusals.push(String((error as { reason?: string }).reason));
        return Response.json(
          { success: false, errorCode: 'encryption.expired', message: 'expired' },
          { status: 400 },
        );
      }
    });
    const store = createWpsStore();
    expect(await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }))).toMatchObject({
      data: 'ok',
    });
    serverNow += SEAL_WINDOW_MS + 3600_000;
    expect(await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }))).toMatchObject({
      data: 'ok',
    });
    expect(refusals).toEqual(['stale']);
    const keyReads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/key/rsa'));
    expect(keyReads).toHaveLength(2);
  });

  it('match the contract reference sealer byte format (either side opens the other)', async () => {
    const { serverKey, privateKey } = old;
    const key = { ...serverKey, algorithm: 'RSA-OAEP-256+A256GCM' } as const;
    const reference = await sealPayload(key, { a: 1 }, SECRET);
    expect(await openEncryptedRequest(reference, privateKey, atSecret())).toEqual({
      keyId: 'old',
      payload: { a: 1 },
    });
    const ours = await webCryptoCipher().encrypt({ a: 1 }, serverKey, SECRET);
    expect(Object.keys(ours.headers).sort()).toEqual(Object.keys(reference.headers).sort());
    expect(ours.headers.Encryption).toBe(reference.headers.Encryption);
  });
  it('give up on a stalled key request after the timeout and read the key again on the next try', async () => {
    const { serverKey, privateKey } = old;
    configureClient({ ...context, cipher: webCryptoCipher(), timeoutMs: 200 });
    let keyReads = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/key/rsa')) {
        keyReads += 1;
        // The first read never answers; only the caller's abort ends it.
        if (keyReads === 1)
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        return Response.json({ success: true, value: serverKey });
      }
      const body = JSON.parse(String(init?.body)) as { value: string };
      const headers = init?.headers as Record<string, string>;
      await openEncryptedRequest({ body, headers }, privateKey, atSecret());
      return Response.json({ success: true, value: 'ok' });
    });
    const store = createWpsStore();
    const first = await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }));
    expect(first).toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
    const second = await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }));
    expect(second).toMatchObject({ data: 'ok' });
    expect(keyReads).toBe(2);
  }, 10_000);

  it('never keep a failed key read: an error answer is read again on the next try', async () => {
    const { serverKey } = old;
    configureClient({ ...context, cipher: webCryptoCipher() });
    let keyReads = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/key/rsa')) {
        keyReads += 1;
        if (keyReads === 1) return new Response('Bad gateway', { status: 502 });
        return Response.json({ success: true, value: serverKey });
      }
      return Response.json({ success: true, value: 'ok' });
    });
    const store = createWpsStore();
    expect(await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }))).toHaveProperty(
      'error',
    );
    expect(await store.dispatch(sealed.endpoints.sealedPost.initiate({ password: 'pw' }))).toMatchObject({
      data: 'ok',
    });
    expect(keyReads).toBe(2);
  });
});
