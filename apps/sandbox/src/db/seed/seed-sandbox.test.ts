import { afterEach, describe, expect, it } from 'vitest';
import { openSandboxDatabase } from '../open-sandbox-database';
import type { SandboxDatabase } from '../sandbox-database';
import { SEED_ACCOUNTS } from './seed-accounts';

let db: SandboxDatabase | undefined;
afterEach(() => db?.close());

describe('seeded sandbox', () => {
  it('holds 600+ games in every category with the vendors the spec names', async () => {
    db = await openSandboxDatabase();
    const total = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM game')?.n ?? 0;
    expect(total).toBeGreaterThanOrEqual(600);
    const byType = db
      .all<{ game_type: string }>('SELECT DISTINCT game_type FROM game')
      .map((r) => r.game_type);
    expect(byType.sort()).toEqual(
      ['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'INHOUSE', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'].sort(),
    );
    const vendors = db.all<{ v: string }>('SELECT DISTINCT vassalage AS v FROM game').map((r) => r.v);
    expect(vendors).toEqual(
      expect.arrayContaining(['JL', 'BTI', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'TF', 'DS88']),
    );
  });

  it('gives every member a ledger that sums to the balance and ends at the documented balances', async () => {
    db = await openSandboxDatabase();
    const rows = db.all<{ username: string; balance_cents: number; sum: number | null; negative: number }>(
      `SELECT m.username, m.balance_cents, (SELECT SUM(amount_cents) FROM ledger l WHERE l.member_id = m.id) AS sum,
         (SELECT COUNT(*) FROM ledger l WHERE l.member_id = m.id AND balance_after_cents < 0) AS negative
       FROM member m`,
    );
    for (const row of rows) {
      expect(row.sum ?? 0).toBe(row.balance_cents);
      expect(row.negative).toBe(0);
    }
    for (const account of SEED_ACCOUNTS) {
      const row = rows.find((r) => r.username === account.username);
      expect(row?.balance_cents).toBe(Math.round(account.balance * 100));
    }
  });

  it('stores only scrypt hashes', async () => {
    db = await openSandboxDatabase();
    const hashes = db.all<{ password_hash: string }>('SELECT password_hash FROM member');
    expect(hashes.every((h) => h.password_hash.startsWith('scrypt$'))).toBe(true);
    expect(hashes.some((h) => h.password_hash.includes('Player123'))).toBe(false);
  });
});
