import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import {
  amount,
  csvOf,
  day,
  money,
  noInput,
  optionalText,
  pagedOf,
  paging,
  text,
  timestamp,
} from './schema-kit';

/** Wallet: sumBalance is what the header shows. */
export const walletSchema = z.object({
  sumBalance: money,
  currency: z.string(),
  wallets: z.array(z.object({ walletType: z.string(), name: z.string(), balance: money })),
});
export type Wallet = z.output<typeof walletSchema>;

/** Ledger types of the account record (types=A is the agent's record). */
export const TRANSACTION_TYPES = ['D', 'W', 'B', 'P', 'R', 'T', 'A'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  code: z.string(),
  amount: money,
  balanceAfter: money,
  remark: z.string(),
  createTime: timestamp,
});
export type Transaction = z.output<typeof transactionSchema>;

/** A date range of reports; both days inclusive, in the merchant's time zone. */
export const dateRange = { startDate: day().optional(), endDate: day().optional() };

export const betRecordSchema = z.object({
  orderId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  betAmount: money,
  validBet: money,
  winAmount: money,
  profit: money,
  betTime: timestamp,
});

export const profitAndLossSchema = z.object({
  deposit: money,
  withdraw: money,
  bet: money,
  win: money,
  bonus: money,
  rebate: money,
  profit: money,
});
export type ProfitAndLoss = z.output<typeof profitAndLossSchema>;

const moveResult = z.object({ balance: money, transactionId: z.number().int() });

export const walletCalls = {
  wallet: defineCall({
    name: 'wallet',
    method: 'GET',
    path: WPS_PATHS.wallet,
    auth: 'member',
    request: noInput,
    response: walletSchema,
    summary: 'Balances of the member.',
  }),
  merchantWallet: defineCall({
    name: 'merchantWallet',
    method: 'GET',
    path: WPS_PATHS.merchantWallet,
    auth: 'member',
    request: noInput,
    response: z.object({
      currency: z.string(),
      currencySymbol: z.string(),
      minWithdraw: money,
      maxWithdraw: money,
    }),
    summary: "The merchant's wallet settings: currency and withdraw limits.",
  }),
  walletTransfer: defineCall({
    name: 'walletTransfer',
    method: 'POST',
    path: WPS_PATHS.walletTransfer,
    auth: 'member',
    request: z.object({ from: z.enum(['MAIN', 'GAME']), to: z.enum(['MAIN', 'GAME']), amount: amount() }),
    response: walletSchema,
    summary: 'Move money between the main and the game wallet.',
  }),
  memberTransactions: defineCall({
    name: 'memberTransactions',
    method: 'GET',
    path: WPS_PATHS.memberTransactions,
    auth: 'member',
    request: z.object({ types: csvOf(TRANSACTION_TYPES).optional(), ...dateRange, ...paging(20) }),
    response: pagedOf(transactionSchema),
    summary: 'The account record (ledger) by type and date range, newest first.',
  }),
  transactionCodes: defineCall({
    name: 'transactionCodes',
    method: 'GET',
    path: WPS_PATHS.transactionCodes,
    request: noInput,
    response: z.array(z.object({ type: z.enum(TRANSACTION_TYPES), code: z.string(), name: z.string() })),
    summary: 'Names of the ledger types.',
  }),
  betRecords: defineCall({
    name: 'betRecords',
    method: 'GET',
    path: WPS_PATHS.betRecords,
    auth: 'member',
    request: z.object({ gameType: optionalText(20), ...dateRange, ...paging(20) }),
    response: pagedOf(betRecordSchema),
    summary: 'The betting record.',
  }),
  profitAndLoss: defineCall({
    name: 'profitAndLoss',
    method: 'GET',
    path: WPS_PATHS.profitAndLoss,
    auth: 'member',
    request: z.object(dateRange),
    response: profitAndLossSchema,
    summary: 'Profit and loss over a date range.',
  }),
  transferToUpline: defineCall({
    name: 'transferToUpline',
    method: 'POST',
    path: WPS_PATHS.transferToUpline,
    input: 'encrypted',
    auth: 'member',
    request: z.object({ amount: amount(), paymentPassword: text(64) }),
    response: moveResult,
    summary: 'Send money to the upline (not for type 2 or members without upline).',
  }),
} as const;

export { moveResult as moneyMoveSchema };
