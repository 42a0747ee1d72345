// What makes a sealed body good for one request only. Written once here: the cipher seals with it, and servers
// (the sandbox through the contract, the mocks directly) check with it.

/**
 * How far a sealed body's time may lie from the server's clock, either way. Clients seal with the server's time
 * (the key answer's `serverTime`), so a phone whose clock is wrong is not refused; the window only has to cover
 * the trip and a slow network.
 */
export const SEAL_WINDOW_MS = 5 * 60_000;

/** The call a body is sealed for; bound to the ciphertext as AES-GCM associated data. */
export interface SealedRoute {
  /** HTTP method of the call. */
  readonly method: string;
  /** The contract path (`/wps/...`), without a query. */
  readonly path: string;
}

/** What the cipher encrypts: the payload with the time it was sealed (epoch ms) and a random nonce. */
export interface SealedEnvelope {
  readonly ts: number;
  readonly nonce: string;
  readonly payload: unknown;
}

/** Why a body that decrypted is still refused: sealed too long ago (or ahead), or already seen. */
export type SealRefusal = 'stale' | 'replayed';

/**
 * The associated data of a sealed body, `METHOD /wps/path`. A path below an API base (`/session/login`) names
 * the same call as `/wps/session/login`, so both sides agree whatever the base.
 */
export function sealedRouteText(route: SealedRoute): string {
  const path = route.path.split('?')[0] ?? '';
  const wps = path.startsWith('/wps/') ? path : `/wps${path.startsWith('/') ? '' : '/'}${path}`;
  return `${route.method.toUpperCase()} ${wps}`;
}

/** Reads a decrypted envelope; undefined when it is not one (an old-format body, or garbage). */
export function readSealedEnvelope(value: unknown): SealedEnvelope | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { ts, nonce, payload } = value as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) return undefined;
  if (typeof nonce !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return undefined;
  return { ts, nonce, payload };
}

/** Nonces a server has accepted, each kept only while its time is inside the window. */
export interface NonceBook {
  /** Accepts an envelope once (and records its nonce), or says why not. */
  admit(envelope: SealedEnvelope, now: number): SealRefusal | undefined;
  /** How many nonces are kept (for tests of the book's own clean-up). */
  readonly size: number;
}

/**
 * A replay guard in memory. A nonce is remembered until its time leaves the window, after which the time check
 * alone refuses it, so the book never grows beyond one window of traffic.
 */
export function createNonceBook(windowMs = SEAL_WINDOW_MS): NonceBook {
  const seen = new Map<string, number>();
  const forgetOld = (now: number) => {
    for (const [nonce, ts] of seen) if (now - ts > windowMs) seen.delete(nonce);
  };
  return {
    admit(envelope, now) {
      if (Math.abs(now - envelope.ts) > windowMs) return 'stale';
      forgetOld(now);
      if (seen.has(envelope.nonce)) return 'replayed';
      seen.set(envelope.nonce, envelope.ts);
      return undefined;
    },
    get size() {
      return seen.size;
    },
  };
}
