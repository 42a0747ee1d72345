import { Hono } from 'hono';
import { AGENT_MENU_KEYS, WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { requireAgent } from '../member-guards';

/** Site setting holding the menu keys the merchant switched off (a JSON array); absent means all are on. */
export const AGENT_MENU_OFF_SETTING = 'agentMenuOff';

/** The agent home's menu keys for the merchant's site. */
export function agentMenuRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  memberRoute(routes, WPS_CALLS.agentMenuKeys, ({ db, member, merchant }) => {
    requireAgent(member);
    const row = db.get<{ value: string }>(
      'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
      [merchant.siteCode, AGENT_MENU_OFF_SETTING],
    );
    const off = new Set(row ? (JSON.parse(row.value) as string[]) : []);
    return AGENT_MENU_KEYS.map((menuKey) => ({ menuKey, enabled: !off.has(menuKey) }));
  });
  return routes;
}
