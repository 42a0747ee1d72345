import { wpsApi } from './api';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { MONEY, MOVED, callMutation, callQuery } from './endpoint-kit';

/** The wallet, moves between wallets and to the upline, and the money records. Money calls are never retried. */
export const walletApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    wallet: callQuery(build, CALLS.wallet, ['Balance']),
    merchantWallet: callQuery(build, CALLS.merchantWallet, ['Balance']),
    walletTransfer: callMutation(build, CALLS.walletTransfer, MOVED, MONEY),
    transferToUpline: callMutation(build, CALLS.transferToUpline, MOVED, MONEY),
    memberTransactions: callQuery(build, CALLS.memberTransactions, ['Reports']),
    transactionCodes: callQuery(build, CALLS.transactionCodes),
    betRecords: callQuery(build, CALLS.betRecords, ['Reports']),
    profitAndLoss: callQuery(build, CALLS.profitAndLoss, ['Reports']),
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
} = walletApi;
