import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { hashPassword } from '../../auth/password-hash';
import {
  answeredQuestionIds,
  bankCardCount,
  insertBankCard,
  saveSecurityAnswer,
  securityAnswerCount,
  setPaymentPasswordHash,
} from '../../db/queries/account/security';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { checkLoginPassword, checkPaymentPassword } from '../credential-checks';
import { invalidState, notFound } from '../member-guards';

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
  memberRoute(routes, WPS_CALLS.securityConfig, ({ db, member }) => ({
    hasWithdrawalPassword: member.payment_password_hash !== null,
    hasBankCard: bankCardCount(db, member.id) > 0,
    hasSecurityQuestion: securityAnswerCount(db, member.id) > 0,
    hasEmail: member.email !== '',
    hasMobile: member.mobile_num !== '',
    paymentPasswordPattern: '^\\d{6}$',
  }));

  memberRoute(routes, WPS_CALLS.hasWithdrawalPassword, ({ member }) => member.payment_password_hash !== null);

  memberRoute(routes, WPS_CALLS.setPaymentPassword, async ({ db, state, member, params }) => {
    if (params.newPassword !== params.confirmPassword)
      throw new ApiFailure(400, WPS_ERROR_CODES.passwordMismatch, 'Confirmation password not matched');
    if (member.payment_password_hash) {
      if (!params.oldPassword)
        throw new ApiFailure(400, WPS_ERROR_CODES.parameterMissing, 'The field oldPassword is required.');
      await checkPaymentPassword(state, member, params.oldPassword);
    }
    setPaymentPasswordHash(db, member.id, await hashPassword(params.newPassword));
    return true;
  });

  memberRoute(routes, WPS_CALLS.resetPaymentPassword, async ({ db, state, member, params }) => {
    await checkLoginPassword(state, member, params.loginPassword);
    setPaymentPasswordHash(db, member.id, await hashPassword(params.newPassword));
    return true;
  });

  memberRoute(routes, WPS_CALLS.addBankCard, async ({ db, state, member, params }) => {
    await checkPaymentPassword(state, member, params.paymentPassword);
    const bankName = BANK_NAMES[params.bankCode];
    if (!bankName) throw notFound('The bank');
    if (bankCardCount(db, member.id) >= MAX_BANK_CARDS)
      throw invalidState(`At most ${MAX_BANK_CARDS} bank cards can be bound.`);
    const lastId = insertBankCard(db, {
      memberId: member.id,
      bankCode: params.bankCode,
      bankName,
      accountNo: params.accountNo,
      accountName: params.accountName,
    });
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
    answeredQuestionIds(db, member.id).map((questionId) => ({
      questionId,
      question: QUESTIONS.find((q) => q.id === questionId)?.question ?? '',
    })),
  );

  memberRoute(routes, WPS_CALLS.setCustomerQuestion, async ({ db, member, params }) => {
    if (!QUESTIONS.some((q) => q.id === params.questionId)) throw notFound('The security question');
    // Answers are hashed like passwords and compared case-insensitively, as people retype them.
    const hash = await hashPassword(params.answer.trim().toLowerCase());
    saveSecurityAnswer(db, member.id, params.questionId, hash);
    return true;
  });
  return routes;
}
