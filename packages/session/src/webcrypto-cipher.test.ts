import { describe, expect, it } from 'vitest';
import {
  generateCipherKeyPair,
  openEncryptedRequest,
  spkiFromText,
  webCryptoCipher,
} from './webcrypto-cipher';

const login = { username: 'ana', password: 'pässwörd-1', captcha: '', type: 'username' };

describe('RSA-OAEP-256 + AES-256-GCM payload cipher', () => {
  it('seals a payload that only the private key opens', async () => {
    const { publicKeyPem, privateKey } = await generateCipherKeyPair();
    const sealed = await webCryptoCipher().encrypt(login, publicKeyPem);
    expect(Object.keys(sealed.body)).toEqual(['value']);
    expect(sealed.body.value).not.toContain('ana');
    expect(atob(sealed.body.value)).not.toContain('pässwörd');
    expect(sealed.headers).toMatchObject({ Encryption: 'RSA-OAEP-256+A256GCM' });
    expect(sealed.headers['X-RSA']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await openEncryptedRequest(sealed, privateKey)).toEqual(login);
  });

  it('uses a fresh key and IV every time', async () => {
    const { publicKeyPem } = await generateCipherKeyPair();
    const cipher = webCryptoCipher();
    const [a, b] = await Promise.all([
      cipher.encrypt(login, publicKeyPem),
      cipher.encrypt(login, publicKeyPem),
    ]);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers['X-RSA']).not.toBe(b.headers['X-RSA']);
  });

  it('refuses a tampered body, another key or an unknown scheme', async () => {
    const { publicKeyPem, privateKey } = await generateCipherKeyPair();
    const other = await generateCipherKeyPair();
    const sealed = await webCryptoCipher().encrypt(login, publicKeyPem);
    const flipped = sealed.body.value.startsWith('A')
      ? `B${sealed.body.value.slice(1)}`
      : `A${sealed.body.value.slice(1)}`;
    await expect(openEncryptedRequest({ ...sealed, body: { value: flipped } }, privateKey)).rejects.toThrow(
      /Digest/,
    );
    await expect(openEncryptedRequest(sealed, other.privateKey)).rejects.toThrow();
    const renamed = { ...sealed, headers: { ...sealed.headers, Encryption: 'DES' } };
    await expect(openEncryptedRequest(renamed, privateKey)).rejects.toThrow(/scheme/);
  });

  it('reads a PEM block or bare base64 SPKI alike', async () => {
    const { publicKeyPem } = await generateCipherKeyPair();
    const bare = publicKeyPem.split('\n').slice(1, -1).join('');
    expect(spkiFromText(publicKeyPem)).toEqual(spkiFromText(bare));
  });
});
