// Sealed service paths: the spec has the backend send the online customer-service path (type 3 of the site
// settings' `paths`) encrypted, for the front end to decrypt into the service link. It names no cipher, so this is
// ours: AES-256-GCM with the merchant's key from the runtime config (`servicePathKey`). It keeps the link out of
// plain sight in the answer only; it is no secret from the page, which holds the key. Written once here, on
// WebCrypto: the player opens with it, and the sandbox and the mocks seal with it (Node 20 has WebCrypto too).
import { isServicePathKey } from '@wps-mobile/config';
import { fromBase64, fromBase64Url, subtle, toBase64, toBase64Url, utf8 } from './bytes';

/** How a sealed path begins; a later scheme would start `v2.`, so both can be told apart while merchants move. */
export const SEALED_SERVICE_PATH_PREFIX = 'v1.';

const IV_BYTES = 12;
const KEY_BYTES = 32;
// `v1.` + the 12-byte IV (16 base64url characters) + `.` + ciphertext and 16-byte tag (22 characters at least).
const SEALED_FORM = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;

/** The associated data: the path's type, so a value sealed as one type opens as no other. */
function boundTo(type: number): Uint8Array<ArrayBuffer> {
  return utf8(`wps service path v1; type ${type}`);
}

function aesKey(key: string, usage: KeyUsage): Promise<CryptoKey> {
  return subtle().importKey('raw', fromBase64(key), 'AES-GCM', false, [usage]);
}

/** Whether a service path is sent sealed (by its version prefix) rather than plain. */
export function isSealedServicePath(value: string): boolean {
  return value.startsWith(SEALED_SERVICE_PATH_PREFIX);
}

/**
 * Seals a path of `type` with the merchant's key (`isServicePathKey`: base64 of 32 bytes) as
 * `v1.<base64url IV>.<base64url ciphertext and tag>`, with a fresh IV every time. For the backend's side: the
 * sandbox and the mocks.
 */
export async function sealServicePath(path: string, type: number, key: string): Promise<string> {
  if (!isServicePathKey(key)) throw new Error('A service-path key is the base64 of 32 bytes');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: boundTo(type) },
    await aesKey(key, 'encrypt'),
    utf8(path),
  );
  return `${SEALED_SERVICE_PATH_PREFIX}${toBase64Url(iv)}.${toBase64Url(sealed)}`;
}

async function openSealed(value: string, type: number, key: string): Promise<string | undefined> {
  const parts = SEALED_FORM.exec(value);
  if (!parts?.[1] || !parts[2] || !isServicePathKey(key)) return undefined;
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(parts[1]), additionalData: boundTo(type) },
      await aesKey(key, 'decrypt'),
      fromBase64Url(parts[2]),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    // Another key or type, an altered or cut value, or no WebCrypto (a plain-http page): nothing to offer.
    return undefined;
  }
}

/**
 * What a service path of `type` says: a plain path as sent (merchants that send it plain), a sealed one opened with
 * the merchant's key. Undefined for a sealed path with no key, or one that does not open (another key or type,
 * altered, cut, malformed): never the sealed text itself. The caller still passes the result through the link
 * rules, since opening proves only that the key's holder sealed it.
 */
export async function readServicePath(
  value: string,
  type: number,
  key: string | undefined,
): Promise<string | undefined> {
  if (!isSealedServicePath(value)) return value;
  return key === undefined ? undefined : openSealed(value, type, key);
}

/** A fresh random service-path key, as a merchant's config and backend would share it; for set-up and tests. */
export function generateServicePathKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}
