import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateCipherKeyPair,
  keyIdOf,
  openEncryptedRequest,
  spkiFromText,
  webCryptoCipher,
} from './webcrypto-cipher';

const login = { username: 'ana', password: 'pässwörd-1', captcha: '', type: 'username' };

// RSA key generation is slow on a busy machine: two pairs for the whole file, made once with room to spare.
let pair: Awaited<ReturnType<typeof generateCipherKeyPair>>;
let other: Awaited<ReturnType<typeof generateCipherKeyPair>>;
beforeAll(async () => {
  [pair, other] = await Promise.all([generateCipherKeyPair('key-7'), generateCipherKeyPair('key-8')]);
}, 60_000);

describe('RSA-OAEP-256 + AES-256-GCM payload cipher', () => {
  it('seals a payload that only the private key opens, naming the key id', async () => {
    const { serverKey, privateKey } = pair;
    const sealed = await webCryptoCipher().encrypt(login, serverKey);
    expect(Object.keys(sealed.body)).toEqual(['value']);
    expect(atob(sealed.body.value)).not.toContain('pässwörd');
    expect(sealed.headers.Encryption).toBe('RSA-OAEP-256+A256GCM; kid=key-7');
    expect(sealed.headers['X-Digest']).toMatch(/^SHA-256=[A-Za-z0-9+/]{43}=$/);
    expect(sealed.headers['X-RSA']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await openEncryptedRequest(sealed, privateKey)).toEqual({ keyId: 'key-7', payload: login });
  });

  it('uses a fresh key and IV every time', async () => {
    const { serverKey } = pair;
    const cipher = webCryptoCipher();
    const [a, b] = await Promise.all([cipher.encrypt(login, serverKey), cipher.encrypt(login, serverKey)]);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers['X-RSA']).not.toBe(b.headers['X-RSA']);
  });

  it('refuses a tampered body, another key or an unknown scheme', async () => {
    const { serverKey, privateKey } = pair;
    const sealed = await webCryptoCipher().encrypt(login, serverKey);
    const value = sealed.body.value;
    const flipped = `${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
    await expect(openEncryptedRequest({ ...sealed, body: { value: flipped } }, privateKey)).rejects.toThrow(
      /Digest/,
    );
    await expect(openEncryptedRequest(sealed, other.privateKey)).rejects.toThrow();
    const renamed = { ...sealed, headers: { ...sealed.headers, Encryption: 'DES; kid=k1' } };
    await expect(openEncryptedRequest(renamed, privateKey)).rejects.toThrow(/scheme/);
  });

  it('reads bare base64 SPKI or a PEM block alike, and key ids only of this scheme', async () => {
    const { serverKey } = pair;
    const pem = `-----BEGIN PUBLIC KEY-----\n${serverKey.publicKey.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
    expect(spkiFromText(pem)).toEqual(spkiFromText(serverKey.publicKey));
    expect(keyIdOf('RSA-OAEP-256+A256GCM; kid=abc')).toBe('abc');
    expect(keyIdOf('RSA-OAEP-256+A256GCM')).toBeUndefined();
  });
});
