import { describe, expect, it } from 'vitest';
import {
  generateServicePathKey,
  isSealedServicePath,
  readServicePath,
  sealServicePath,
} from './service-path-seal';

const LINK = 'https://support.luckypeso.example/chat?lang=fil&name=Señora';
const ONLINE = 3;
const key = generateServicePathKey();

/** The value with one character of its `part` (1: IV, 2: ciphertext and tag) changed, deep inside it. */
function altered(sealed: string, part: 1 | 2): string {
  const parts = sealed.split('.');
  const text = parts[part] ?? '';
  parts[part] = `${text.slice(0, 5)}${text[5] === 'A' ? 'B' : 'A'}${text.slice(6)}`;
  return parts.join('.');
}

describe('sealed service paths', () => {
  it('seal a path into a versioned value that hides it and opens back with the same key and type', async () => {
    const sealed = await sealServicePath(LINK, ONLINE, key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/);
    expect(sealed).not.toContain('luckypeso');
    expect(isSealedServicePath(sealed)).toBe(true);
    expect(await readServicePath(sealed, ONLINE, key)).toBe(LINK);
  });

  it('use a fresh IV each time, so the same link never gives the same text twice', async () => {
    const [a, b] = await Promise.all([
      sealServicePath(LINK, ONLINE, key),
      sealServicePath(LINK, ONLINE, key),
    ]);
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it('do not open with another key, or without one', async () => {
    const sealed = await sealServicePath(LINK, ONLINE, key);
    expect(await readServicePath(sealed, ONLINE, generateServicePathKey())).toBeUndefined();
    expect(await readServicePath(sealed, ONLINE, undefined)).toBeUndefined();
    expect(await readServicePath(sealed, ONLINE, 'not a key')).toBeUndefined();
  });

  it('do not open as another type: a sealed type-3 value cannot be replayed as another path', async () => {
    const sealed = await sealServicePath(LINK, ONLINE, key);
    expect(await readServicePath(sealed, 1, key)).toBeUndefined();
    expect(await readServicePath(await sealServicePath(LINK, 1, key), ONLINE, key)).toBeUndefined();
  });

  it('do not open once altered or cut', async () => {
    const sealed = await sealServicePath(LINK, ONLINE, key);
    expect(await readServicePath(altered(sealed, 1), ONLINE, key)).toBeUndefined();
    expect(await readServicePath(altered(sealed, 2), ONLINE, key)).toBeUndefined();
    expect(await readServicePath(sealed.slice(0, -4), ONLINE, key)).toBeUndefined();
  });

  it.each([
    'v1.',
    'v1.abc',
    'v1.AAAAAAAAAAAAAAAA.',
    'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAA',
    'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA+/',
    'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AA',
  ])('read the malformed sealed value %j as nothing, never as a plain path', async (value) => {
    expect(await readServicePath(value, ONLINE, key)).toBeUndefined();
  });

  it('pass a plain path through as sent, with or without a key: the link rules judge it after', async () => {
    for (const plain of [LINK, 'javascript:alert(1)', '/m/service', '']) {
      expect(await readServicePath(plain, ONLINE, undefined)).toBe(plain);
      expect(await readServicePath(plain, ONLINE, key)).toBe(plain);
    }
  });

  it('refuse to seal with a key that is not the base64 of 32 bytes', async () => {
    await expect(sealServicePath(LINK, ONLINE, btoa('sixteen byte key'))).rejects.toThrow(/32 bytes/);
  });
});
