import { earlierToday } from '../queries/date-range';
import { postLedger } from '../queries/money/ledger';
import type { SandboxDatabase } from '../sandbox-database';
import { DEMO_MERCHANT } from './demo-merchant-data';
import { between, pick, seededRandom } from './random';
import type { SeededMembers } from './seed-members';

const HOUR = 3_600_000;

/**
 * Gives every member a ledger that ends at its target balance: a first deposit, then for active members bets
 * (some today, so team counters are real), deposits and withdrawals, and a last order closing the gap.
 */
export function seedHistory(
  db: SandboxDatabase,
  members: SeededMembers,
  active: ReadonlySet<number>,
  now: number,
): void {
  const random = seededRandom(7);
  const nodeIds = db
    .all<{ node_id: string }>("SELECT node_id FROM game WHERE game_type IN ('RNG','LIVE','FISH')")
    .map((g) => g.node_id);
  let orderNo = 1;
  const order = (
    memberId: number,
    kind: 'DEPOSIT' | 'WITHDRAW',
    amount: number,
    at: number,
    status = 'APPROVED',
  ) => {
    const no = `${kind === 'DEPOSIT' ? 'D' : 'W'}${String(orderNo++).padStart(8, '0')}`;
    db.run(
      'INSERT INTO money_order (order_no, member_id, kind, channel, amount_cents, status, created_at) VALUES (?,?,?,?,?,?,?)',
      [no, memberId, kind, kind === 'DEPOSIT' ? 'MANUAL' : 'BANK', amount, status, at],
    );
    if (status === 'APPROVED' || kind === 'WITHDRAW')
      postLedger(db, {
        memberId,
        cents: kind === 'DEPOSIT' ? amount : -amount,
        type: kind === 'DEPOSIT' ? 'D' : 'W',
        code: kind,
        remark: no,
        at,
      });
  };
  for (const [memberId, target] of members.targets) {
    if (!active.has(memberId)) {
      if (target > 0) order(memberId, 'DEPOSIT', target, now - 48 * HOUR);
      continue;
    }
    let at = now - 20 * 24 * HOUR;
    order(memberId, 'DEPOSIT', 200_000, at);
    for (let i = 0; i < 24; i += 1) {
      at += between(random, 6, 18) * HOUR;
      if (i >= 20) at = earlierToday(now, (24 - i) * HOUR * 0.5, DEMO_MERCHANT.timeZone); // the last bets land today
      const balance =
        db.get<{ b: number }>('SELECT balance_cents AS b FROM member WHERE id = ?', [memberId])?.b ?? 0;
      const bet = Math.min(balance, between(random, 1_000, 20_000));
      if (bet <= 0) continue;
      const win = random() < 0.45 ? Math.round(bet * (1 + random() * 2)) : 0;
      const no = `B${String(orderNo++).padStart(8, '0')}`;
      db.run(
        'INSERT INTO bet (order_no, member_id, node_id, bet_cents, win_cents, created_at) VALUES (?,?,?,?,?,?)',
        [no, memberId, pick(random, nodeIds), bet, win, at],
      );
      postLedger(db, { memberId, cents: -bet, type: 'B', code: 'BET', remark: no, at });
      if (win > 0) postLedger(db, { memberId, cents: win, type: 'P', code: 'PAYOUT', remark: no, at });
    }
    const balance =
      db.get<{ b: number }>('SELECT balance_cents AS b FROM member WHERE id = ?', [memberId])?.b ?? 0;
    if (balance > target) order(memberId, 'WITHDRAW', balance - target, now - 2 * HOUR);
    else if (balance < target) order(memberId, 'DEPOSIT', target - balance, now - 2 * HOUR);
    // One pending deposit so the report shows every status.
    db.run(
      'INSERT INTO money_order (order_no, member_id, kind, channel, amount_cents, status, created_at) VALUES (?,?,?,?,?,?,?)',
      [
        `D${String(orderNo++).padStart(8, '0')}`,
        memberId,
        'DEPOSIT',
        'GATEWAY',
        50_000,
        'PENDING',
        now - HOUR,
      ],
    );
  }
}
