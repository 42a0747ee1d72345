import type { SandboxDatabase } from '../../sandbox-database';

export interface BankCardRow {
  id: number;
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
}

export const bankCardsOf = (db: SandboxDatabase, memberId: number) =>
  db.all<BankCardRow>('SELECT * FROM bank_card WHERE member_id = ? ORDER BY id', [memberId]);

/** One of the member's own cards, or undefined for a card that is not theirs. */
export const bankCardOf = (db: SandboxDatabase, memberId: number, cardId: number) =>
  db.get<BankCardRow>('SELECT * FROM bank_card WHERE id = ? AND member_id = ?', [cardId, memberId]);
