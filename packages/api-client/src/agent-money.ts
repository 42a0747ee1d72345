import { wpsApi } from './api';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { MONEY, callMutation, callQuery } from './endpoint-kit';

/** Money from the agent to downlines and the agent's affiliate links. Money calls are never retried. */
export const agentMoneyApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    transferDownline: callMutation(build, CALLS.transferDownline, ['Agent', 'Balance', 'Reports'], MONEY),
    transferMultipleDownline: callMutation(
      build,
      CALLS.transferMultipleDownline,
      ['Agent', 'Balance', 'Reports'],
      MONEY,
    ),
    affiliateUrlCreate: callMutation(build, CALLS.affiliateUrlCreate, ['Agent']),
    affiliateUrls: callQuery(build, CALLS.affiliateUrls, ['Agent']),
    affiliateUrlDelete: callMutation(build, CALLS.affiliateUrlDelete, ['Agent']),
  }),
});

export const {
  useTransferDownlineMutation,
  useTransferMultipleDownlineMutation,
  useAffiliateUrlCreateMutation,
  useAffiliateUrlsQuery,
  useAffiliateUrlDeleteMutation,
} = agentMoneyApi;
