import { scryptSync } from 'node:crypto';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD_HASHES, seedSalt } from '../db/seed/seed-password-hashes';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from './password-hash';

const paramsOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

describe('password hashing', () => {
  it("stores new passwords at OWASP's scrypt cost: N=2^14, r=8, p=5", async () => {
    const stored = await hashPassword('Player123');
    expect(paramsOf(stored)).toEqual([2 ** 14, 8, 5]);
    expect(await verifyPassword('Player123', stored)).toBe(true);
    expect(await verifyPassword('Player124', stored)).toBe(false);
  });

  it('checks a hash of the N=2^17, r=8, p=1 row too, above Node’s default memory cap', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Player123', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const stored = `scrypt$131072$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Player123', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('refuses a stored hash whose cost is absurd or malformed, without trying it', async () => {
    for (const stored of [
      'scrypt$4194304$8$1$c2FsdA==$aGFzaA==',
      'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
      'md5$x',
    ])
      expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('keeps the precomputed seed hashes at today’s cost, each matching its password', async () => {
    for (const [password, stored] of Object.entries(SEED_PASSWORD_HASHES)) {
      expect(paramsOf(stored)).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
      expect(stored).toBe(await hashPassword(password, seedSalt(password)));
    }
  });
});

describe('a login with a hash of the old, cheaper cost', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await createApiHarness();
  });
  afterAll(() => h.db.close());

  it('succeeds and leaves a hash of today’s cost in its place', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const old = `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync('Player123', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    expect(needsRehash(old)).toBe(true);
    h.db.run('UPDATE member SET password_hash = ? WHERE username = ?', [old, 'player02']);
    const login = await callWps(h.api, WPS_CALLS.login, { username: 'player02', password: 'Player123' });
    expect(login.body.success).toBe(true);
    const stored = h.db.get<{ password_hash: string }>(
      'SELECT password_hash FROM member WHERE username = ?',
      ['player02'],
    )?.password_hash;
    expect(paramsOf(stored ?? '')).toEqual([2 ** 14, 8, 5]);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('Player123', stored)).toBe(true);
  });
});
