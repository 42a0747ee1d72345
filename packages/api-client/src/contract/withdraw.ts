import { z } from 'zod';
import { defineCall } from './define-call';
import { ORDER_STATUSES } from './deposit';
import { WPS_PATHS } from './paths';
import { amount, int, money, noInput, pagedOf, paging, text, timestamp } from './schema-kit';
import { dateRange, moneyMoveSchema } from './wallet';

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last 4 digits, e.g. **** **** 1234. */
  accountNo: z.string(),
  accountName: z.string(),
});
export type BankCard = z.output<typeof bankCardSchema>;

export const withdrawOrderSchema = z.object({
  orderId: z.string(),
  amount: money,
  status: z.enum(ORDER_STATUSES),
  bankCardId: z.number().int(),
  createTime: timestamp,
});

export type WithdrawOrder = z.output<typeof withdrawOrderSchema>;

/** The member's bank cards, the withdrawal itself and the withdraw report. */
export const withdrawCalls = {
  bankCards: defineCall({
    name: 'bankCards',
    method: 'GET',
    path: WPS_PATHS.bankCards,
    auth: 'member',
    request: noInput,
    response: z.array(bankCardSchema),
    summary: "The member's bank cards.",
  }),
  withdraw: defineCall({
    name: 'withdraw',
    method: 'POST',
    path: WPS_PATHS.withdraw,
    input: 'encrypted',
    auth: 'member',
    request: z.object({ amount: amount(), bankCardId: int(1), paymentPassword: text(64) }),
    response: moneyMoveSchema.extend({ orderId: z.string() }),
    summary:
      'Withdraw to a bank card; the amount leaves the balance at once (balance.insufficient if short).',
  }),
  withdrawReport: defineCall({
    name: 'withdrawReport',
    method: 'GET',
    path: WPS_PATHS.withdrawReport,
    auth: 'member',
    request: z.object({ ...dateRange, ...paging(20) }),
    response: pagedOf(withdrawOrderSchema),
    summary: 'Withdraw orders by date range.',
  }),
} as const;
