import { earlierToday } from '../queries/date-range';
import type { SandboxDatabase } from '../sandbox-database';
import { DEMO_MERCHANT } from './demo-merchant-data';
import { between, seededRandom } from './random';
import {
  SEED_ACCOUNTS,
  SEED_DOWNLINES,
  SEED_DOWNLINE_PASSWORD,
  SEED_PAYMENT_PASSWORD,
} from './seed-accounts';
import { seedPasswordHash } from './seed-password-hashes';

const DAY = 86_400_000;

/** Inserts the seed accounts and agent01's team; answers member ids by username. */
export interface SeededMembers {
  readonly ids: Map<string, number>;
  /** Balance each member should end with, in cents. */
  readonly targets: Map<number, number>;
}

export function seedMembers(db: SandboxDatabase, now: number): SeededMembers {
  const ids = new Map<string, number>();
  const targets = new Map<number, number>();
  const random = seededRandom(42);
  // Precomputed: hashing at today's cost for every fresh world would take seconds.
  const paymentHash = seedPasswordHash(SEED_PAYMENT_PASSWORD);
  const downlineHash = seedPasswordHash(SEED_DOWNLINE_PASSWORD);
  const insert = (values: {
    username: string;
    hash: string;
    type: number;
    balance: number;
    upline?: string | undefined;
    regDate: number;
    lastLogin: number;
    extra?: Partial<Record<string, string | number | undefined>>;
  }) => {
    const uplineId = values.upline ? (ids.get(values.upline) ?? null) : null;
    const { lastId } = db.run(
      `INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, type, upline_id, balance_cents,
         reg_date, last_login, mobile_num, mobile_verified, email, first_time_login, password_expired, affiliate_code,
         vip_level)
       VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
      [
        DEMO_MERCHANT.code,
        values.username,
        values.hash,
        paymentHash,
        values.type,
        uplineId,
        0, // the ledger seed brings the balance to its target, so ledger and balance agree
        values.regDate,
        values.lastLogin,
        values.extra?.mobile ?? '',
        // The seed's numbers stand for numbers their owners proved by SMS.
        values.extra?.mobile ? 1 : 0,
        values.extra?.email ?? '',
        values.extra?.first ?? 0,
        values.extra?.expired ?? 0,
        values.extra?.affiliate ?? null,
        values.extra?.vip ?? 0,
      ],
    );
    ids.set(values.username, lastId);
    targets.set(lastId, Math.round(values.balance * 100));
  };
  // Agents first so uplines exist when their team is inserted.
  const ordered = [...SEED_ACCOUNTS].sort((a, b) => Number(Boolean(a.upline)) - Number(Boolean(b.upline)));
  for (const account of ordered) {
    insert({
      username: account.username,
      hash: seedPasswordHash(account.password),
      type: account.type,
      balance: account.balance,
      upline: account.upline,
      regDate: now - between(random, 30, 400) * DAY,
      lastLogin: now - between(random, 1, 5) * DAY,
      extra: {
        mobile: account.mobileNum ?? '',
        email: account.email ?? '',
        first: account.firstTimeLogin ? 1 : 0,
        expired: account.passwordExpired ? 1 : 0,
        affiliate: account.affiliateCode,
        vip: account.history ? 3 : 0,
      },
    });
  }
  SEED_DOWNLINES.forEach((downline, index) => {
    // Some registered and logged in today, so the agent home counters are not all zero.
    const today = index % 3 === 0;
    insert({
      username: downline.username,
      hash: downlineHash,
      type: index < 2 ? 1 : 0,
      balance: between(random, 0, 5000),
      upline: downline.upline,
      regDate: today
        ? earlierToday(now, 3_600_000, DEMO_MERCHANT.timeZone)
        : now - between(random, 2, 90) * DAY,
      lastLogin:
        index % 2 === 0
          ? earlierToday(now, 1_800_000, DEMO_MERCHANT.timeZone)
          : now - between(random, 2, 20) * DAY,
    });
  });
  return { ids, targets };
}
