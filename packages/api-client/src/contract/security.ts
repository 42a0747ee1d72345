import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { done, int, noInput, text } from './schema-kit';
import { bankCardSchema } from './withdraw';

/** What the security centre shows as set or not set. */
export const securityConfigSchema = z.object({
  hasWithdrawalPassword: z.boolean(),
  hasBankCard: z.boolean(),
  hasSecurityQuestion: z.boolean(),
  hasEmail: z.boolean(),
  hasMobile: z.boolean(),
  /** Payment passwords are 6 digits. */
  paymentPasswordPattern: z.string(),
});
export type SecurityConfig = z.output<typeof securityConfigSchema>;

const paymentPassword = text(6).regex(/^\d{6}$/, '6 digits');

export const securityCalls = {
  securityConfig: defineCall({
    name: 'securityConfig',
    method: 'GET',
    path: WPS_PATHS.securityConfig,
    auth: 'member',
    request: noInput,
    response: securityConfigSchema,
    summary: 'Security settings of the member.',
  }),
  hasWithdrawalPassword: defineCall({
    name: 'hasWithdrawalPassword',
    method: 'GET',
    path: WPS_PATHS.hasWithdrawalPassword,
    auth: 'member',
    request: noInput,
    response: z.boolean(),
    summary: 'Whether a withdrawal (payment) password is set.',
  }),
  setPaymentPassword: defineCall({
    name: 'setPaymentPassword',
    method: 'POST',
    path: WPS_PATHS.setPaymentPassword,
    input: 'encrypted',
    auth: 'member',
    request: z.object({
      /** The current payment password, required when one is set. */
      oldPassword: z.string().max(64).optional(),
      newPassword: paymentPassword,
      confirmPassword: paymentPassword,
    }),
    response: done,
    summary: 'Set or change the 6-digit payment password.',
  }),
  resetPaymentPassword: defineCall({
    name: 'resetPaymentPassword',
    method: 'POST',
    path: WPS_PATHS.resetPaymentPassword,
    input: 'encrypted',
    auth: 'member',
    request: z.object({ loginPassword: text(64), newPassword: paymentPassword }),
    response: done,
    summary: 'Reset a forgotten payment password with the login password.',
  }),
  addBankCard: defineCall({
    name: 'addBankCard',
    method: 'POST',
    path: WPS_PATHS.addBankCard,
    input: 'encrypted',
    auth: 'member',
    request: z.object({
      bankCode: text(20),
      accountNo: text(30).regex(/^\d{8,30}$/, 'digits'),
      accountName: text(50),
      paymentPassword,
    }),
    response: bankCardSchema,
    summary: 'Bind a bank card (at most 5).',
  }),
  securityQuestions: defineCall({
    name: 'securityQuestions',
    method: 'GET',
    path: WPS_PATHS.securityQuestions,
    request: noInput,
    response: z.array(z.object({ id: z.number().int(), question: z.string() })),
    summary: 'Questions a member may choose.',
  }),
  customerQuestions: defineCall({
    name: 'customerQuestions',
    method: 'GET',
    path: WPS_PATHS.customerQuestions,
    auth: 'member',
    request: noInput,
    response: z.array(z.object({ questionId: z.number().int(), question: z.string() })),
    summary: "The member's chosen questions (never the answers).",
  }),
  setCustomerQuestion: defineCall({
    name: 'setCustomerQuestion',
    method: 'POST',
    path: WPS_PATHS.setCustomerQuestion,
    auth: 'member',
    request: z.object({ questionId: int(1), answer: text(100) }),
    response: done,
    summary: 'Set the answer of a security question.',
  }),
} as const;
