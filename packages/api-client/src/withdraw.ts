import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WITHDRAW_ROUTES as CALLS } from './contract/routes/withdraw.generated';
import { MOVED, callQuery, moneyMutation } from './endpoint-kit';

/** Bank cards, the withdrawal and the withdraw report. Money calls are never retried. */
export const withdrawApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    bankCards: callQuery(build, CALLS.bankCards, ['BankCards'], {
      localCache: LOCAL_CACHE_RULES.bankList,
    }),
    withdraw: moneyMutation(build, CALLS.withdraw, MOVED),
    withdrawReport: callQuery(build, CALLS.withdrawReport, ['Reports']),
  }),
});

export const { useBankCardsQuery, useWithdrawMutation, useWithdrawReportQuery } = withdrawApi;
