import type { SandboxDatabase } from '../../sandbox-database';

export const bankCardCount = (db: SandboxDatabase, memberId: number): number =>
  db.get<{ n: number }>('SELECT COUNT(*) AS n FROM bank_card WHERE member_id = ?', [memberId])?.n ?? 0;

export const securityAnswerCount = (db: SandboxDatabase, memberId: number): number =>
  db.get<{ n: number }>('SELECT COUNT(*) AS n FROM security_answer WHERE member_id = ?', [memberId])?.n ?? 0;

/** Sets the payment password's hash; null removes it (the member is asked to set one before a withdrawal). */
export function setPaymentPasswordHash(db: SandboxDatabase, memberId: number, hash: string | null): void {
  db.run('UPDATE member SET payment_password_hash = ? WHERE id = ?', [hash, memberId]);
}

/** Binds a bank card; answers its id. */
export const insertBankCard = (
  db: SandboxDatabase,
  card: { memberId: number; bankCode: string; bankName: string; accountNo: string; accountName: string },
): number =>
  db.run(
    'INSERT INTO bank_card (member_id, bank_code, bank_name, account_no, account_name) VALUES (?,?,?,?,?)',
    [card.memberId, card.bankCode, card.bankName, card.accountNo, card.accountName],
  ).lastId;

export const answeredQuestionIds = (db: SandboxDatabase, memberId: number): number[] =>
  db
    .all<{ question_id: number }>(
      'SELECT question_id FROM security_answer WHERE member_id = ? ORDER BY question_id',
      [memberId],
    )
    .map((row) => row.question_id);

/** Sets (or replaces) the member's answer to one question. */
export function saveSecurityAnswer(
  db: SandboxDatabase,
  memberId: number,
  questionId: number,
  hash: string,
): void {
  db.run('INSERT OR REPLACE INTO security_answer (member_id, question_id, answer_hash) VALUES (?,?,?)', [
    memberId,
    questionId,
    hash,
  ]);
}
