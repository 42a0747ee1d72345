import type { TransactionType } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { Range } from '../date-range';

/** Takes from the game wallet only if it holds that much; answers whether it did. */
export const takeFromGameWallet = (db: SandboxDatabase, memberId: number, amountCents: number): boolean =>
  db.run(
    'UPDATE member SET game_balance_cents = game_balance_cents - ? WHERE id = ? AND game_balance_cents >= ?',
    [amountCents, memberId, amountCents],
  ).changes > 0;

export function addToGameWallet(db: SandboxDatabase, memberId: number, amountCents: number): void {
  db.run('UPDATE member SET game_balance_cents = game_balance_cents + ? WHERE id = ?', [
    amountCents,
    memberId,
  ]);
}

export interface LedgerRow {
  id: number;
  type: TransactionType;
  code: string;
  amount_cents: number;
  balance_after_cents: number;
  remark: string;
  created_at: number;
}

/** The member's ledger lines in the range (of those types, if any given), newest first. */
export const ledgerLinesOf = (
  db: SandboxDatabase,
  memberId: number,
  range: Range,
  types: readonly string[],
) =>
  db.all<LedgerRow>(
    `SELECT * FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ?
     ${types.length ? `AND type IN (${types.map(() => '?').join(',')})` : ''} ORDER BY created_at DESC, id DESC`,
    [memberId, range.from, range.to, ...types],
  );

export interface BetRecordRow {
  order_no: string;
  name_en: string;
  name_ty: string | null;
  vassalage: string;
  game_type: string;
  bet_cents: number;
  win_cents: number;
  status: string;
  created_at: number;
}

/** The member's bets in the range (of one game type, if given), newest first, with the game's names. */
export const betRecordsOf = (db: SandboxDatabase, memberId: number, range: Range, gameType: string | null) =>
  db.all<BetRecordRow>(
    `SELECT bet.*, game.name_en, game.name_ty, game.vassalage, game.game_type FROM bet JOIN game USING (node_id)
     WHERE member_id = ? AND bet.created_at >= ? AND bet.created_at < ? AND (? IS NULL OR game_type = ?)
     ORDER BY bet.created_at DESC, bet.id DESC`,
    [memberId, range.from, range.to, gameType, gameType],
  );

/** The member's ledger totals in the range, keyed `type:code`. */
export const ledgerTotalsOf = (db: SandboxDatabase, memberId: number, range: Range): Map<string, number> =>
  new Map(
    db
      .all<{ key: string; total: number }>(
        `SELECT type || ':' || code AS key, SUM(amount_cents) AS total FROM ledger
         WHERE member_id = ? AND created_at >= ? AND created_at < ? GROUP BY type, code`,
        [memberId, range.from, range.to],
      )
      .map((row) => [row.key, row.total]),
  );
