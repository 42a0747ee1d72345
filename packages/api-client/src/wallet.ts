import { wpsApi } from './api';
import { WALLET_ROUTES as CALLS } from './contract/routes/wallet.generated';
import { MOVED, callQuery, moneyMutation } from './endpoint-kit';

/** The wallet, moves between wallets and to the upline, and the money records. Money calls are never retried. */
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
