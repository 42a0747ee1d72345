import { beforeAll, describe, expect, it } from 'vitest';
import { createNonceBook, SEAL_WINDOW_MS } from './sealed-freshness';
import {
  generateCipherKeyPair,
  keyIdOf,
  openEncryptedRequest,
  SealRefusedError,
  spkiFromText,
  webCryptoCipher,
} from './webcrypto-cipher';

const login = { username: 'ana', password: 'pässwörd-1', captcha: '', type: 'username' };
const LOGIN = { method: 'POST', path: '/wps/session/login' } as const;
/** What a server opening a login checks against: the login route and a replay guard of its own. */
const atLogin = () => ({ route: LOGIN, nonces: createNonceBook() });

// RSA key generation is slow on a busy machine: two pairs for the whole file, made once with room to spare.
let pair: Awaited<ReturnType<typeof generateCipherKeyPair>>;
let other: Awaited<ReturnType<typeof generateCipherKeyPair>>;
beforeAll(async () => {
  [pair, other] = await Promise.all([generateCipherKeyPair('key-7'), generateCipherKeyPair('key-8')]);
}, 60_000);

describe('RSA-OAEP-256 + AES-256-GCM payload cipher', () => {
  it('seals a payload that only the private key opens, naming the key id', async () => {
    const { serverKey, privateKey } = pair;
    const sealed = await webCryptoCipher().encrypt(login, serverKey, LOGIN);
    expect(Object.keys(sealed.body)).toEqual(['value']);
    expect(atob(sealed.body.value)).not.toContain('pässwörd');
    expect(sealed.headers.Encryption).toBe('RSA-OAEP-256+A256GCM; kid=key-7');
    expect(sealed.headers['X-Digest']).toMatch(/^SHA-256=[A-Za-z0-9+/]{43}=$/);
    expect(sealed.headers['X-RSA']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await openEncryptedRequest(sealed, privateKey, atLogin())).toEqual({
      keyId: 'key-7',
      payload: login,
    });
  });

  it('uses a fresh key and IV every time', async () => {
    const { serverKey } = pair;
    const cipher = webCryptoCipher();
    const [a, b] = await Promise.all([
      cipher.encrypt(login, serverKey, LOGIN),
      cipher.encrypt(login, serverKey, LOGIN),
    ]);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers['X-RSA']).not.toBe(b.headers['X-RSA']);
  });

  it('refuses a tampered body, another key or an unknown scheme', async () => {
    const { serverKey, privateKey } = pair;
    const sealed = await webCryptoCipher().encrypt(login, serverKey, LOGIN);
    const value = sealed.body.value;
    const flipped = `${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
    await expect(
      openEncryptedRequest({ ...sealed, body: { value: flipped } }, privateKey, atLogin()),
    ).rejects.toThrow(/Digest/);
    await expect(openEncryptedRequest(sealed, other.privateKey, atLogin())).rejects.toThrow();
    const renamed = { ...sealed, headers: { ...sealed.headers, Encryption: 'DES; kid=k1' } };
    await expect(openEncryptedRequest(renamed, privateKey, atLogin())).rejects.toThrow(/scheme/);
  });

  it('refuses the same sealed body a second time, however it is sent', async () => {
    const { serverKey, privateKey } = pair;
    const server = atLogin();
    const sealed = await webCryptoCipher().encrypt(login, serverKey, LOGIN);
    expect((await openEncryptedRequest(sealed, privateKey, server)).payload).toEqual(login);
    const replay = openEncryptedRequest(structuredClone(sealed), privateKey, server);
    await expect(replay).rejects.toThrow(SealRefusedError);
    await expect(replay).rejects.toMatchObject({ reason: 'replayed' });
    // A second login with the same password is sealed afresh and goes through.
    const again = await webCryptoCipher().encrypt(login, serverKey, LOGIN);
    expect((await openEncryptedRequest(again, privateKey, server)).payload).toEqual(login);
  });

  it('refuses a body sealed outside the window on the server clock, either side', async () => {
    const { serverKey, privateKey } = pair;
    const now = Date.UTC(2026, 0, 1);
    const cipher = webCryptoCipher();
    const old = await cipher.encrypt(login, serverKey, { ...LOGIN, time: now - SEAL_WINDOW_MS - 1000 });
    const ahead = await cipher.encrypt(login, serverKey, { ...LOGIN, time: now + SEAL_WINDOW_MS + 1000 });
    const skewed = await cipher.encrypt(login, serverKey, { ...LOGIN, time: now - SEAL_WINDOW_MS + 1000 });
    for (const sealed of [old, ahead])
      await expect(openEncryptedRequest(sealed, privateKey, { ...atLogin(), now })).rejects.toMatchObject({
        reason: 'stale',
      });
    expect((await openEncryptedRequest(skewed, privateKey, { ...atLogin(), now })).payload).toEqual(login);
  });

  it('opens a body only on the method and path it was sealed for', async () => {
    const { serverKey, privateKey } = pair;
    const sealed = await webCryptoCipher().encrypt(login, serverKey, LOGIN);
    for (const route of [
      { method: 'PUT', path: '/wps/session/login' },
      { method: 'POST', path: '/wps/member/passWordChangeV2' },
    ])
      await expect(
        openEncryptedRequest(sealed, privateKey, { route, nonces: createNonceBook() }),
      ).rejects.toThrow();
    // The path below the API base names the same call.
    const below = { route: { method: 'post', path: '/session/login' }, nonces: createNonceBook() };
    expect((await openEncryptedRequest(sealed, privateKey, below)).payload).toEqual(login);
  });

  it('reads bare base64 SPKI or a PEM block alike, and key ids only of this scheme', async () => {
    const { serverKey } = pair;
    const pem = `-----BEGIN PUBLIC KEY-----\n${serverKey.publicKey.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
    expect(spkiFromText(pem)).toEqual(spkiFromText(serverKey.publicKey));
    expect(keyIdOf('RSA-OAEP-256+A256GCM; kid=abc')).toBe('abc');
    expect(keyIdOf('RSA-OAEP-256+A256GCM')).toBeUndefined();
  });
});
