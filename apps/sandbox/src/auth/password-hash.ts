import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's password-storage parameters for scrypt (Password Storage Cheat Sheet, 2025): N=2^14, r=8, p=5, the row
 * of its table the sheet rates as strong as N=2^17, r=8, p=1, trading memory for passes. Each hash takes 16 MiB
 * (128·N·r bytes) instead of 128 MiB, so two people logging in at once on a small server do not need a quarter of
 * a gigabyte, and on a busy 2-core machine it costs about a second where N=2^17 costs three. Checks raise Node's
 * `maxmem` (32 MiB by default) to what a stored hash's parameters need, so a hash of the N=2^17 row also works.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
/** The largest cost a stored hash may ask for (a corrupt row must not make a check eat the machine's memory). */
const MAX_STORED_N = 2 ** 20;

interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** Memory scrypt needs for these parameters, with room for its own bookkeeping. */
const maxmemOf = ({ N, r, p }: ScryptParams) => 128 * N * r + 128 * r * p + 1024 * 1024;

function derive(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...params, maxmem: maxmemOf(params) }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

const format = ({ N, r, p }: ScryptParams, salt: Buffer, hash: Buffer) =>
  `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;

/** `scrypt$N$r$p$salt$hash` (base64): the only form a password is ever stored in. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return format(SCRYPT_PARAMS, salt, await derive(password, salt, KEY_LENGTH, SCRYPT_PARAMS));
}

/**
 * A well-formed hash that no password matches (its "hash" is random bytes), at today's cost: checking a login of
 * an unknown name against it takes as long as a wrong password, and making it costs nothing.
 */
export function unmatchableHash(): string {
  return format(SCRYPT_PARAMS, randomBytes(16), randomBytes(KEY_LENGTH));
}

interface StoredHash {
  readonly params: ScryptParams;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parse(stored: string | null | undefined): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_STORED_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  return sane ? { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') } : undefined;
}

/** Checks a password against a stored hash without blocking the event loop; any malformed hash fails. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  try {
    const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
    return timingSafeEqual(actual, parsed.hash);
  } catch {
    return false;
  }
}

/** True for a hash made with weaker parameters than today's: a successful login stores a fresh one. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return (
    N * r * p < SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p ||
    N * r < SCRYPT_PARAMS.N * SCRYPT_PARAMS.r
  );
}
