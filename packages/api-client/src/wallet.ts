import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WPS_CALLS } from './contract';
import { callMutation, callQuery } from './endpoint-kit';

const MONEY = { sensitive: 'money' } as const;
// What every money move makes stale: the balance and the records that list it.
const MOVED = ['Balance', 'Reports'] as const;

/** Wallet, transfers, records, deposit and withdraw. Money calls are never retried. */
export const walletApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    wallet: callQuery(build, WPS_CALLS.wallet, ['Balance']),
    merchantWallet: callQuery(build, WPS_CALLS.merchantWallet, ['Balance']),
    walletTransfer: callMutation(build, WPS_CALLS.walletTransfer, MOVED, MONEY),
    transferToUpline: callMutation(build, WPS_CALLS.transferToUpline, MOVED, MONEY),
    memberTransactions: callQuery(build, WPS_CALLS.memberTransactions, ['Reports']),
    transactionCodes: callQuery(build, WPS_CALLS.transactionCodes),
    betRecords: callQuery(build, WPS_CALLS.betRecords, ['Reports']),
    profitAndLoss: callQuery(build, WPS_CALLS.profitAndLoss, ['Reports']),
    bankCards: callQuery(build, WPS_CALLS.bankCards, ['BankCards'], {
      localCache: LOCAL_CACHE_RULES.bankList,
    }),
    withdraw: callMutation(build, WPS_CALLS.withdraw, MOVED, MONEY),
    withdrawReport: callQuery(build, WPS_CALLS.withdrawReport, ['Reports']),
    depositMethods: callQuery(build, WPS_CALLS.depositMethods, ['Balance']),
    banksByVendor: callQuery(build, WPS_CALLS.banksByVendor),
    depositPromotions: callQuery(build, WPS_CALLS.depositPromotions, ['Promotions']),
    acceptPromotion: callMutation(
      build,
      WPS_CALLS.acceptPromotion,
      [...MOVED, 'UnclaimedCount', 'Promotions'],
      MONEY,
    ),
    depositReport: callQuery(build, WPS_CALLS.depositReport, ['Reports']),
    manualTransfer: callMutation(build, WPS_CALLS.manualTransfer, MOVED, MONEY),
    alipay: callMutation(build, WPS_CALLS.alipay, MOVED, MONEY),
    qqPay: callMutation(build, WPS_CALLS.qqPay, MOVED, MONEY),
    wechatPay: callMutation(build, WPS_CALLS.wechatPay, MOVED, MONEY),
    paymentGateway: callMutation(build, WPS_CALLS.paymentGateway, MOVED, MONEY),
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
  useManualTransferMutation,
  useAlipayMutation,
  useQqPayMutation,
  useWechatPayMutation,
  usePaymentGatewayMutation,
} = walletApi;
