import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { callMutation, callQuery, moneyMutation } from './endpoint-kit';

const MONEY = { sensitive: 'money' } as const;
// What every money move makes stale: the balance and the records that list it.
const MOVED = ['Balance', 'Reports'] as const;

/** Wallet, transfers, records, deposit and withdraw. Money calls are never retried. */
export const walletApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    wallet: callQuery(build, CALLS.wallet, ['Balance']),
    merchantWallet: callQuery(build, CALLS.merchantWallet, ['Balance']),
    walletTransfer: moneyMutation(build, CALLS.walletTransfer, MOVED),
    transferToUpline: moneyMutation(build, CALLS.transferToUpline, MOVED),
    memberTransactions: callQuery(build, CALLS.memberTransactions, ['Reports']),
    transactionCodes: callQuery(build, CALLS.transactionCodes),
    betRecords: callQuery(build, CALLS.betRecords, ['Reports']),
    profitAndLoss: callQuery(build, CALLS.profitAndLoss, ['Reports']),
    bankCards: callQuery(build, CALLS.bankCards, ['BankCards'], {
      localCache: LOCAL_CACHE_RULES.bankList,
    }),
    withdraw: moneyMutation(build, CALLS.withdraw, MOVED),
    withdrawReport: callQuery(build, CALLS.withdrawReport, ['Reports']),
    depositMethods: callQuery(build, CALLS.depositMethods, ['Balance']),
    banksByVendor: callQuery(build, CALLS.banksByVendor),
    depositPromotions: callQuery(build, CALLS.depositPromotions, ['Promotions']),
    acceptPromotion: callMutation(
      build,
      CALLS.acceptPromotion,
      [...MOVED, 'UnclaimedCount', 'Promotions'],
      MONEY,
    ),
    depositReport: callQuery(build, CALLS.depositReport, ['Reports']),
    moneyRequest: callQuery(build, CALLS.moneyRequest),
    manualTransfer: moneyMutation(build, CALLS.manualTransfer, MOVED),
    alipay: moneyMutation(build, CALLS.alipay, MOVED),
    qqPay: moneyMutation(build, CALLS.qqPay, MOVED),
    wechatPay: moneyMutation(build, CALLS.wechatPay, MOVED),
    paymentGateway: moneyMutation(build, CALLS.paymentGateway, MOVED),
  }),
});

export const {
  useWalletQuery,
  useMerchantWalletQuery,
  useWalletTransferMutation,
  useTransferToUplineMutation,
  useMemberTransactionsQuery,
  useTransactionCodesQuery,
  useBetRecordsQuery,
  useProfitAndLossQuery,
  useBankCardsQuery,
  useWithdrawMutation,
  useWithdrawReportQuery,
  useDepositMethodsQuery,
  useBanksByVendorQuery,
  useDepositPromotionsQuery,
  useAcceptPromotionMutation,
  useDepositReportQuery,
  useMoneyRequestQuery,
  useLazyMoneyRequestQuery,
  useManualTransferMutation,
  useAlipayMutation,
  useQqPayMutation,
  useWechatPayMutation,
  usePaymentGatewayMutation,
} = walletApi;
