import { Hono } from 'hono';
import { AGENT_MENU_KEYS, WPS_CALLS } from '@wps-mobile/api-client/contract';
import { agentMenuKeysOff } from '../../db/queries/agent/agent-menu';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { requireAgent } from '../member-guards';

/** The agent home's menu keys for the merchant's site. */
export function agentMenuRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  memberRoute(routes, WPS_CALLS.agentMenuKeys, ({ db, member, merchant }) => {
    requireAgent(member);
    const off = agentMenuKeysOff(db, merchant.siteCode);
    return AGENT_MENU_KEYS.map((menuKey) => ({ menuKey, enabled: !off.has(menuKey) }));
  });
  return routes;
}
