import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { checkPaymentPassword, invalidState, notFound, rejectTrial } from '../member-guards';

const QUESTIONS = [
  { id: 1, question: "What is your mother's maiden name?" },
  { id: 2, question: 'What was the name of your first pet?' },
  { id: 3, question: 'In which city were you born?' },
  { id: 4, question: 'What was your first school?' },
] as const;

const MAX_BANK_CARDS = 5;
const BANK_NAMES: Readonly<Record<string, string>> = {
  BDO: 'BDO Unibank',
  BPI: 'Bank of the Philippine Islands',
  MBT: 'Metrobank',
  LBP: 'Land Bank of the Philippines',
  GCASH: 'GCash',
  MAYA: 'Maya',
};

/** The security centre: what is set, the payment password, bank cards and security questions. */
export function securityRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const countOf = (db: ApiEnv['Variables']['db'], table: string, memberId: number) =>
    db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`, [memberId])?.n ?? 0;

  memberRoute(routes, WPS_CALLS.securityConfig, ({ db, member }) => ({
    hasWithdrawalPassword: member.payment_password_hash !== null,
    hasBankCard: countOf(db, 'bank_card', member.id) > 0,
    hasSecurityQuestion: countOf(db, 'security_answer', member.id) > 0,
    hasEmail: member.email !== '',
    hasMobile: member.mobile_num !== '',
    paymentPasswordPattern: '^\\d{6}$',
  }));

  memberRoute(routes, WPS_CALLS.hasWithdrawalPassword, ({ member }) => member.payment_password_hash !== null);

  memberRoute(routes, WPS_CALLS.setPaymentPassword, async ({ db, member, params }) => {
    rejectTrial(member);
    if (params.newPassword !== params.confirmPassword)
      throw new ApiFailure(400, WPS_ERROR_CODES.passwordMismatch, 'Confirmation password not matched');
    if (member.payment_password_hash) {
      if (!params.oldPassword)
        throw new ApiFailure(400, WPS_ERROR_CODES.parameterMissing, 'The field oldPassword is required.');
      await checkPaymentPassword(member, params.oldPassword);
    }
    db.run('UPDATE member SET payment_password_hash = ? WHERE id = ?', [
      await hashPassword(params.newPassword),
      member.id,
    ]);
    return true;
  });

  memberRoute(routes, WPS_CALLS.resetPaymentPassword, async ({ db, member, params }) => {
    rejectTrial(member);
    if (!(await verifyPassword(params.loginPassword, member.password_hash)))
      throw new ApiFailure(400, WPS_ERROR_CODES.passwordWrong, 'Password format is incorrect');
    db.run('UPDATE member SET payment_password_hash = ? WHERE id = ?', [
      await hashPassword(params.newPassword),
      member.id,
    ]);
    return true;
  });

  memberRoute(routes, WPS_CALLS.addBankCard, async ({ db, member, params }) => {
    rejectTrial(member);
    await checkPaymentPassword(member, params.paymentPassword);
    const bankName = BANK_NAMES[params.bankCode];
    if (!bankName) throw notFound('The bank');
    if (countOf(db, 'bank_card', member.id) >= MAX_BANK_CARDS)
      throw invalidState(`At most ${MAX_BANK_CARDS} bank cards can be bound.`);
    const { lastId } = db.run(
      'INSERT INTO bank_card (member_id, bank_code, bank_name, account_no, account_name) VALUES (?,?,?,?,?)',
      [member.id, params.bankCode, bankName, params.accountNo, params.accountName],
    );
    return {
      id: lastId,
      bankCode: params.bankCode,
      bankName,
      accountNo: `**** **** ${params.accountNo.slice(-4)}`,
      accountName: params.accountName,
    };
  });

  route(routes, WPS_CALLS.securityQuestions, () => QUESTIONS.map((q) => ({ ...q })));

  memberRoute(routes, WPS_CALLS.customerQuestions, ({ db, member }) =>
    db
      .all<{ question_id: number }>(
        'SELECT question_id FROM security_answer WHERE member_id = ? ORDER BY question_id',
        [member.id],
      )
      .map((row) => ({
        questionId: row.question_id,
        question: QUESTIONS.find((q) => q.id === row.question_id)?.question ?? '',
      })),
  );

  memberRoute(routes, WPS_CALLS.setCustomerQuestion, async ({ db, member, params }) => {
    rejectTrial(member);
    if (!QUESTIONS.some((q) => q.id === params.questionId)) throw notFound('The security question');
    // Answers are hashed like passwords and compared case-insensitively, as people retype them.
    const hash = await hashPassword(params.answer.trim().toLowerCase());
    db.run('INSERT OR REPLACE INTO security_answer (member_id, question_id, answer_hash) VALUES (?,?,?)', [
      member.id,
      params.questionId,
      hash,
    ]);
    return true;
  });
  return routes;
}
