import { wpsApi } from './api';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { callQuery } from './endpoint-kit';

/** The agent home's menu keys (which navigation items the merchant enables). */
export const agentMenuApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    agentMenuKeys: callQuery(build, CALLS.agentMenuKeys, ['Agent']),
  }),
});

export const { useAgentMenuKeysQuery } = agentMenuApi;
