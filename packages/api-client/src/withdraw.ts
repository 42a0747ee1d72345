import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { MONEY, MOVED, callMutation, callQuery } from './endpoint-kit';

/** Bank cards, the withdrawal and the withdraw report. Money calls are never retried. */
export const withdrawApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    bankCards: callQuery(build, CALLS.bankCards, ['BankCards'], {
      localCache: LOCAL_CACHE_RULES.bankList,
    }),
    withdraw: callMutation(build, CALLS.withdraw, MOVED, MONEY),
    withdrawReport: callQuery(build, CALLS.withdrawReport, ['Reports']),
  }),
});

export const { useBankCardsQuery, useWithdrawMutation, useWithdrawReportQuery } = withdrawApi;
