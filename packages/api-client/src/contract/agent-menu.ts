import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { noInput } from './schema-kit';

/**
 * The agent home's navigation items, one menu key each (spec section 2, Agent home: "each item shown only if its
 * menu key is enabled for the merchant"). The spec names the keys' existence, not their source: this call is it.
 */
export const AGENT_MENU_KEYS = [
  'TEAM_OVERVIEW',
  'ACCOUNT_RECORD',
  'TEAM',
  'RED_RAIN',
  'TEAM_PNL',
  'TEAM_BETTING',
  'AGENT_REBATE',
  'TEAM_REBATE',
  'SECURITY_CENTER',
  'NEWS',
  'ONLINE_SERVICE',
] as const;
export type AgentMenuKey = (typeof AGENT_MENU_KEYS)[number];

export const agentMenuCalls = {
  agentMenuKeys: defineCall({
    name: 'agentMenuKeys',
    method: 'GET',
    path: WPS_PATHS.agentMenuKeys,
    auth: 'member',
    request: noInput,
    response: z.array(z.object({ menuKey: z.string(), enabled: z.boolean() })),
    summary: "The agent home's menu keys and whether each is enabled for the merchant.",
  }),
} as const;
