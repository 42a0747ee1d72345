import type { SandboxDatabase } from '../../sandbox-database';

export function setWhitelabelFlag(
  db: SandboxDatabase,
  siteCode: string,
  flag: string,
  enabled: boolean,
): void {
  db.run('INSERT OR REPLACE INTO whitelabel_flag (merchant_code, flag, enabled) VALUES (?,?,?)', [
    siteCode,
    flag,
    enabled ? 1 : 0,
  ]);
}

/** The system status columns the controls may set. */
type StatusColumn =
  'template_mem_cen' | 'template_dep_func' | 'maintenance' | 'region_restriction' | 'location';

export function setSystemStatus(
  db: SandboxDatabase,
  siteCode: string,
  column: StatusColumn,
  value: string | number,
): void {
  db.run(`UPDATE system_status SET ${column} = ? WHERE merchant_code = ?`, [value, siteCode]);
}

export const siteTemplates = (db: SandboxDatabase, siteCode: string) =>
  db.get<{ mem_cen: string; dep_func: string }>(
    'SELECT template_mem_cen AS mem_cen, template_dep_func AS dep_func FROM system_status WHERE merchant_code = ?',
    [siteCode],
  );

export const siteStatus = (db: SandboxDatabase, siteCode: string) =>
  db.get<{ maintenance: number; regionRestriction: number; location: string }>(
    'SELECT maintenance, region_restriction AS regionRestriction, location FROM system_status WHERE merchant_code = ?',
    [siteCode],
  );
