import type { CallExample } from './example-types';

const TYPE = 'parameter.type.invalid';
const MISSING = 'parameter.missing';
const UNKNOWN = 'parameter.value.unknown';
const FORMAT = 'parameter.format.invalid';
const PAY = '123456';
const deposit = (methodId: number): CallExample => ({
  as: 'player',
  input: { methodId, amount: 500, payerName: 'Juan', reference: 'REF1' },
  bad: { input: { methodId, amount: 5.555 }, code: FORMAT },
});

/** Wallet, records, deposits, withdrawals and security. */
export const MONEY_EXAMPLES = {
  wallet: { as: 'player' },
  merchantWallet: { as: 'player' },
  walletTransfer: {
    as: 'player',
    input: { from: 'MAIN', to: 'GAME', amount: 10 },
    bad: { input: { from: 'BANK', to: 'GAME', amount: 1 }, code: UNKNOWN },
  },
  memberTransactions: {
    as: 'player',
    input: { types: 'D,W', startDate: '2020-01-01' },
    bad: { input: { types: 'Z' }, code: UNKNOWN },
  },
  transactionCodes: {},
  betRecords: {
    as: 'player',
    input: { gameType: 'RNG' },
    bad: { input: { endDate: 'yesterday' }, code: FORMAT },
  },
  profitAndLoss: {
    as: 'player',
    input: { startDate: '2020-01-01' },
    bad: { input: { startDate: 20200101 }, code: FORMAT },
  },
  transferToUpline: {
    as: 'player',
    input: { amount: 5, paymentPassword: PAY },
    bad: { input: { amount: 0, paymentPassword: PAY }, code: 'parameter.out.of.range' },
  },
  bankCards: { as: 'player' },
  withdraw: {
    as: 'player',
    prepare: ({ one }) => ({
      amount: 100,
      paymentPassword: PAY,
      bankCardId: one<{ id: number }>('SELECT MIN(id) AS id FROM bank_card').id,
    }),
    bad: { input: { amount: 100, paymentPassword: PAY }, code: MISSING },
  },
  withdrawReport: {
    as: 'player',
    input: { startDate: '2020-01-01' },
    bad: { input: { pageSize: 'all' }, code: TYPE },
  },
  depositMethods: { as: 'player' },
  banksByVendor: {
    as: 'player',
    input: { vendor: 'BANK' },
    bad: { input: { vendor: 'B'.repeat(33) }, code: 'parameter.too.long' },
  },
  depositPromotions: { as: 'player' },
  manualTransfer: deposit(1),
  alipay: deposit(4),
  qqPay: deposit(5),
  wechatPay: deposit(6),
  paymentGateway: deposit(2),
  acceptPromotion: {
    as: 'agent',
    input: { promotionId: 1 },
    bad: { input: { promotionId: 'first' }, code: TYPE },
  },
  moneyRequest: {
    as: 'player',
    input: { idempotencyKey: 'never-sent' },
    bad: { input: {}, code: MISSING },
  },
  depositReport: {
    as: 'player',
    input: { startDate: '2020-01-01' },
    bad: { input: { endDate: '2020-13' }, code: FORMAT },
  },
  securityConfig: { as: 'player' },
  hasWithdrawalPassword: { as: 'player' },
  setPaymentPassword: {
    as: 'player',
    input: { oldPassword: PAY, newPassword: PAY, confirmPassword: PAY },
    bad: { input: { newPassword: '12ab56', confirmPassword: '12ab56' }, code: FORMAT },
  },
  resetPaymentPassword: {
    as: 'player',
    input: { loginPassword: 'Player123', newPassword: PAY },
    bad: { input: { loginPassword: 'Player123' }, code: MISSING },
  },
  addBankCard: {
    as: 'player',
    input: { bankCode: 'BPI', accountNo: '1234567890', accountName: 'Juan Dela Cruz', paymentPassword: PAY },
    bad: {
      input: { bankCode: 'BPI', accountNo: '12-34', accountName: 'J', paymentPassword: PAY },
      code: FORMAT,
    },
  },
  securityQuestions: {},
  customerQuestions: { as: 'player' },
  setCustomerQuestion: {
    as: 'player',
    input: { questionId: 2, answer: 'Bantay' },
    bad: { input: { questionId: 2 }, code: MISSING },
  },
} satisfies Record<string, CallExample>;
