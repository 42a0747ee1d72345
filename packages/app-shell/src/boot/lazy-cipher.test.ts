import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNonceBook, generateCipherKeyPair, openEncryptedRequest } from '@wps-mobile/session';

const route = { method: 'POST', path: '/wps/member/login' };

afterEach(() => {
  vi.doUnmock('./webcrypto-cipher');
  vi.resetModules();
});

describe('lazyCipher', () => {
  it('seals a body the server can open, with the code loaded on the first sealed call', async () => {
    const { lazyCipher } = await import('./lazy-cipher');
    const { serverKey, privateKey } = await generateCipherKeyPair('k7');
    const cipher = lazyCipher();
    expect(cipher.scheme).toBe('RSA-OAEP-256+A256GCM');
    const sealed = await cipher.encrypt({ userName: 'ana', password: 'secret1' }, serverKey, route);
    expect(JSON.stringify(sealed)).not.toContain('secret1');
    const opened = await openEncryptedRequest(sealed, privateKey, { route, nonces: createNonceBook() });
    expect(opened).toEqual({ keyId: 'k7', payload: { userName: 'ana', password: 'secret1' } });
  });

  it('loads the code again on the next sealed call after a load that failed', async () => {
    vi.doMock('./webcrypto-cipher', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { lazyCipher } = await import('./lazy-cipher');
    const { serverKey } = await generateCipherKeyPair();
    const cipher = lazyCipher();
    await expect(cipher.encrypt({ amount: 5 }, serverKey, route)).rejects.toThrow();
    vi.doUnmock('./webcrypto-cipher');
    vi.resetModules();
    const sealed = await cipher.encrypt({ amount: 5 }, serverKey, route);
    expect(sealed.body.value.length).toBeGreaterThan(0);
  });
});
