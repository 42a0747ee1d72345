import type { EncryptedRequest, PayloadCipher } from '@wps-mobile/session';
import { isWpsEnvelope } from './contract';

/** Where the server's public key is read (named by the wire contract). */
export const RSA_KEY_PATH = '/wps/session/key/rsa';

let cachedKey: Promise<string> | undefined;

/** The key answer may be the PEM text itself or an object holding it. */
function keyText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const candidate = (value as Record<string, unknown>).publicKey ?? (value as Record<string, unknown>).key;
    return typeof candidate === 'string' ? candidate : undefined;
  }
  return undefined;
}

async function fetchKey(
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<string> {
  const response = await fetchImpl(url, { headers });
  const payload: unknown = await response.json();
  const key = isWpsEnvelope(payload) && payload.success ? keyText(payload.value) : undefined;
  if (!key) throw new Error('The server did not provide an encryption key');
  return key;
}

/**
 * Seals a body with the cipher, reading the server's key once per page (a failed read is retried next time).
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

/** Forgets the server key (a rejected encrypted call may mean the server rotated it; tests). */
export function forgetServerKey(): void {
  cachedKey = undefined;
}
