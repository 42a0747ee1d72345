import type { WhitelabelFlags } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { Merchant } from './merchants';

/** Every flag stored for the merchant's site as a flag→boolean map; flags not stored are absent (off). */
export function readWhitelabelFlags(db: SandboxDatabase, merchant: Merchant): WhitelabelFlags {
  const rows = db.all<{ flag: string; enabled: number }>(
    'SELECT flag, enabled FROM whitelabel_flag WHERE merchant_code = ? ORDER BY flag',
    [merchant.siteCode],
  );
  return Object.fromEntries(rows.map((row) => [row.flag, row.enabled === 1]));
}
