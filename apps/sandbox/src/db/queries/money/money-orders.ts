import type { SandboxDatabase } from '../../sandbox-database';

export type MoneyOrderKind = 'DEPOSIT' | 'WITHDRAW';
export type MoneyOrderStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface MoneyOrderRow {
  order_no: string;
  channel: string;
  amount_cents: number;
  status: MoneyOrderStatus;
  /** The deposit's promotion or the withdrawal's bank card. */
  ref: number | null;
  created_at: number;
}

/** A member's orders of one kind created in [from, to), newest first. */
export const moneyOrders = (
  db: SandboxDatabase,
  memberId: number,
  kind: MoneyOrderKind,
  range: { from: number; to: number },
) =>
  db.all<MoneyOrderRow>(
    `SELECT * FROM money_order WHERE member_id = ? AND kind = ? AND created_at >= ? AND created_at < ?
     ORDER BY created_at DESC, id DESC`,
    [memberId, kind, range.from, range.to],
  );

/** Writes one deposit or withdraw order and answers its row id. */
export function insertMoneyOrder(
  db: SandboxDatabase,
  order: { memberId: number; kind: MoneyOrderKind; row: MoneyOrderRow },
): number {
  const { row } = order;
  return db.run(
    `INSERT INTO money_order (order_no, member_id, kind, channel, amount_cents, status, ref, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.order_no,
      order.memberId,
      order.kind,
      row.channel,
      row.amount_cents,
      row.status,
      row.ref,
      row.created_at,
    ],
  ).lastId;
}
