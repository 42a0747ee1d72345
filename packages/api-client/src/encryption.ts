import type { EncryptedRequest, PayloadCipher, ServerKey } from '@wps-mobile/session';
import { isWpsEnvelope } from './contract/envelope';
import { WPS_PATHS } from './contract/paths';

let cachedKey: Promise<ServerKey> | undefined;

function serverKey(value: unknown): ServerKey | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { keyId, publicKey } = value as Record<string, unknown>;
  return typeof keyId === 'string' && typeof publicKey === 'string' ? { keyId, publicKey } : undefined;
}

async function fetchKey(
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<ServerKey> {
  const response = await fetchImpl(url, { headers });
  const payload: unknown = await response.json();
  const key = isWpsEnvelope(payload) && payload.success ? serverKey(payload.value) : undefined;
  if (!key) throw new Error('The server did not provide an encryption key');
  return key;
}

/** Where the key is read: the contract's `rsaKey` path below the API base. */
export const RSA_KEY_PATH = WPS_PATHS.rsaKey;

/**
 * Seals a body with the cipher, reading the server's key once per page (a failed read is tried again next time).
 * Throws when it cannot: an encrypted call never goes out in the clear.
 */
export async function sealBody(
  cipher: PayloadCipher | undefined,
  body: unknown,
  keyUrl: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<EncryptedRequest> {
  if (!cipher) throw new Error('No payload cipher configured');
  cachedKey ??= fetchKey(keyUrl, headers, fetchImpl).catch((error: unknown) => {
    cachedKey = undefined;
    throw error;
  });
  return cipher.encrypt(body, await cachedKey);
}

/** Forgets the server key: after `encryption.key.stale` (the server rotated it) and in tests. */
export function forgetServerKey(): void {
  cachedKey = undefined;
}
