import { wpsApi } from './api';
import { AGENT_MENU_ROUTES as CALLS } from './contract/routes/agent-menu.generated';
import { callQuery } from './endpoint-kit';

/** The agent home's menu keys (which navigation items the merchant enables). */
export const agentMenuApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    agentMenuKeys: callQuery(build, CALLS.agentMenuKeys, ['Agent']),
  }),
});

export const { useAgentMenuKeysQuery } = agentMenuApi;
