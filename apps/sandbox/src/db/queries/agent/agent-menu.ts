import type { SandboxDatabase } from '../../sandbox-database';

/** Site setting holding the menu keys the merchant switched off (a JSON array); absent means all are on. */
export const AGENT_MENU_OFF_SETTING = 'agentMenuOff';

/** The agent menu keys the site switched off. */
export function agentMenuKeysOff(db: SandboxDatabase, siteCode: string): Set<string> {
  const row = db.get<{ value: string }>(
    'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
    [siteCode, AGENT_MENU_OFF_SETTING],
  );
  return new Set(row ? (JSON.parse(row.value) as string[]) : []);
}
