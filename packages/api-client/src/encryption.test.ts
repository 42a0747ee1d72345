// @vitest-environment jsdom
import { generateCipherKeyPair, openEncryptedRequest, webCryptoCipher } from '@wps-mobile/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wpsApi } from './api';
import { configureClient } from './client-context';
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
const context = { apiBase: '/wps', merchantCode: 'demo', getLanguage: () => 'EN', fetch: fetchMock };

beforeEach(() => {
  forgetServerKey();
  fetchMock.mockReset();
});

describe('encrypted calls', () => {
  it('seal the body with the server key, read once per page', async () => {
    const { publicKeyPem, privateKey } = await generateCipherKeyPair();
    configureClient({ ...context, cipher: webCryptoCipher() });
    const received: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/wps/session/key/rsa'))
        return Response.json({ success: true, value: publicKeyPem });
      const body = JSON.parse(String(init?.body)) as { value: string };
      received.push(
        await openEncryptedRequest({ body, headers: init?.headers as Record<string, string> }, privateKey),
      );
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
});
