import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// N=2^14, r=8, p=1: the interactive-login cost scrypt's authors suggest; about 30 ms here.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (base64): the only form a password is ever stored in. */
export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, hash) => {
      if (error) reject(error);
      else resolve(`scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`);
    });
  });
}

/** Checks a password against a stored hash without blocking the event loop; any malformed hash fails. */
export function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  return new Promise((resolve) => {
    scrypt(
      password,
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: +n, r: +r, p: +p },
      (error, actual) => {
        resolve(!error && actual.length === expected.length && timingSafeEqual(actual, expected));
      },
    );
  });
}
