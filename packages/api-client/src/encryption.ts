import type { EncryptedRequest, PayloadCipher, SealedRoute, ServerKey } from '@wps-mobile/session';
import { ACCOUNT_ROUTES } from './contract/routes/account.generated';
import type { AttemptResult } from './http-attempt';
import type { WpsError } from './request';

/** The server's key and how far its clock is from ours (server minus local, ms; 0 when it did not say). */
interface KnownKey {
  readonly key: ServerKey;
  readonly clockOffsetMs: number;
}

// Only a key that arrived is kept: a read in flight is not shared, so one that stalls or fails holds up no
// later call (each read has the timeout and the abort of the call that needs it).
let cachedKey: KnownKey | undefined;

function knownKey(value: unknown, receivedAt: number): KnownKey | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { keyId, publicKey, serverTime } = value as Record<string, unknown>;
  if (typeof keyId !== 'string' || typeof publicKey !== 'string') return undefined;
  const clockOffsetMs = typeof serverTime === 'number' ? serverTime - receivedAt : 0;
  return { key: { keyId, publicKey }, clockOffsetMs };
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
 * Seals a body for one call with the cipher, reading the server's key once per page through `readKey` (the same
 * exchange, timeout and abort as any call); a read that fails or stalls is not kept and is tried again next time.
 * The body is sealed with the server's time (our clock plus the offset the key answer gave), so a phone whose
 * clock is wrong is not refused as stale. Throws when it cannot: an encrypted call never goes out in the clear.
 */
export async function sealBody(
  cipher: PayloadCipher | undefined,
  body: unknown,
  route: SealedRoute,
  readKey: () => Promise<AttemptResult>,
): Promise<EncryptedRequest> {
  if (!cipher) throw new KeyUnavailableError(undefined);
  if (!cachedKey) {
    const result = await readKey();
    const known = result.error ? undefined : knownKey(result.data, Date.now());
    if (!known) throw new KeyUnavailableError(result.answered ? undefined : result.error);
    cachedKey = known;
  }
  return cipher.encrypt(body, cachedKey.key, { ...route, time: Date.now() + cachedKey.clockOffsetMs });
}

/**
 * Forgets the server key and clock: after `encryption.key.stale` (the server rotated it), `encryption.expired`
 * (our idea of its clock is off) and in tests.
 */
export function forgetServerKey(): void {
  cachedKey = undefined;
}
