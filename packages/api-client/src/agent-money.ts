import { wpsApi } from './api';
import { AGENT_MONEY_ROUTES as CALLS } from './contract/routes/agent-money.generated';
import { MOVED, callMutation, callQuery, moneyMutation } from './endpoint-kit';

/** Money from the agent to downlines and the agent's affiliate links. Money calls carry an idempotency key and are never retried. */
export const agentMoneyApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    transferDownline: moneyMutation(build, CALLS.transferDownline, ['Agent', ...MOVED]),
    transferMultipleDownline: moneyMutation(build, CALLS.transferMultipleDownline, ['Agent', ...MOVED]),
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
