import type { EncryptedRequest, PayloadCipher, ServerKey } from '@wps-mobile/session';
import { ACCOUNT_ROUTES } from './contract/routes/account.generated';
import type { AttemptResult } from './http-attempt';
import type { WpsError } from './request';

// Only a key that arrived is kept: a read in flight is not shared, so one that stalls or fails holds up no
// later call (each read has the timeout and the abort of the call that needs it).
let cachedKey: ServerKey | undefined;

function serverKey(value: unknown): ServerKey | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { keyId, publicKey } = value as Record<string, unknown>;
  return typeof keyId === 'string' && typeof publicKey === 'string' ? { keyId, publicKey } : undefined;
}

/** Why no key could be read: the transport's own error (timeout, network), or none when the answer was bad. */
export class KeyUnavailableError extends Error {
  constructor(readonly transport: WpsError | undefined) {
    super('The server did not provide an encryption key');
  }
}

/**
 * Where the key is read: the contract's `rsaKey` path below the API base. Read from the account calls' routes,
 * which a client that logs in bundles anyway, not from `WPS_PATHS`: that table of every path would ride along.
 */
export const RSA_KEY_PATH = ACCOUNT_ROUTES.rsaKey.path;

/**
 * Seals a body with the cipher, reading the server's key once per page through `readKey` (the same exchange,
 * timeout and abort as any call); a read that fails or stalls is not kept and is tried again next time.
 * Throws when it cannot: an encrypted call never goes out in the clear.
 */
export async function sealBody(
  cipher: PayloadCipher | undefined,
  body: unknown,
  readKey: () => Promise<AttemptResult>,
): Promise<EncryptedRequest> {
  if (!cipher) throw new KeyUnavailableError(undefined);
  if (!cachedKey) {
    const result = await readKey();
    const key = result.error ? undefined : serverKey(result.data);
    if (!key) throw new KeyUnavailableError(result.answered ? undefined : result.error);
    cachedKey = key;
  }
  return cipher.encrypt(body, cachedKey);
}

/** Forgets the server key: after `encryption.key.stale` (the server rotated it) and in tests. */
export function forgetServerKey(): void {
  cachedKey = undefined;
}
