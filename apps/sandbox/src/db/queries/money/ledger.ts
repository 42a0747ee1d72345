import type { SandboxDatabase } from '../../sandbox-database';

export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
}

/**
 * Moves money on a member's main balance and writes the ledger line, together. Call inside a transaction: the
 * check and the write are one synchronous step, so concurrent requests can never both spend the same funds.
 */
export function postLedger(
  db: SandboxDatabase,
  entry: { memberId: number; cents: number; type: string; code: string; remark?: string; at: number },
): { balanceCents: number; ledgerId: number } {
  const row = db.get<{ balance_cents: number }>('SELECT balance_cents FROM member WHERE id = ?', [
    entry.memberId,
  ]);
  if (!row) throw new Error(`member ${entry.memberId} missing`);
  const next = row.balance_cents + entry.cents;
  if (next < 0) throw new InsufficientFundsError('insufficient funds');
  db.run('UPDATE member SET balance_cents = ? WHERE id = ?', [next, entry.memberId]);
  const { lastId } = db.run(
    `INSERT INTO ledger (member_id, type, code, amount_cents, balance_after_cents, remark, created_at)
     VALUES (?,?,?,?,?,?,?)`,
    [entry.memberId, entry.type, entry.code, entry.cents, next, entry.remark ?? '', entry.at],
  );
  return { balanceCents: next, ledgerId: lastId };
}

export const cents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (value: number): number => Math.round(value) / 100;
