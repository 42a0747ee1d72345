import type { ConsolidatedSettings } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { Merchant } from './merchants';
import { readMobileTemplate } from './system-status';
import { readWhitelabelFlags } from './whitelabel-flags';

/** Consolidated-settings parts stored as JSON in `site_setting`; the rest come from their own tables. */
export const SITE_SETTING_KEYS = [
  'customerService',
  'imageCDNs',
  'domainRoute',
  'paths',
  'register',
  'resources',
  'mainDomain',
] as const satisfies readonly (keyof ConsolidatedSettings)[];

export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

type StoredSettings = Pick<ConsolidatedSettings, SiteSettingKey>;

/** Thrown when a merchant's site lacks a setting: a seeding mistake, reported as a system error. */
export class MissingSiteSettingError extends Error {
  constructor(merchantCode: string, key: string) {
    super(`Merchant ${merchantCode} has no site setting "${key}"`);
    this.name = 'MissingSiteSettingError';
  }
}

function readStoredSettings(db: SandboxDatabase, merchant: Merchant): StoredSettings {
  const rows = db.all<{ key: string; value: string }>(
    'SELECT key, value FROM site_setting WHERE merchant_code = ?',
    [merchant.siteCode],
  );
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const entries = SITE_SETTING_KEYS.map((key) => {
    const json = byKey.get(key);
    if (json === undefined) throw new MissingSiteSettingError(merchant.siteCode, key);
    return [key, JSON.parse(json) as unknown] as const;
  });
  // The JSON was written from contract-typed values and is checked by json_valid on insert.
  return Object.fromEntries(entries) as unknown as StoredSettings;
}

export function readConsolidatedSettings(db: SandboxDatabase, merchant: Merchant): ConsolidatedSettings {
  const stored = readStoredSettings(db, merchant);
  return {
    customerService: stored.customerService,
    imageCDNs: stored.imageCDNs,
    domainRoute: stored.domainRoute,
    mobileTemplate: readMobileTemplate(db, merchant),
    paths: stored.paths,
    register: stored.register,
    resources: stored.resources,
    whitelabel: readWhitelabelFlags(db, merchant),
    mainDomain: stored.mainDomain,
  };
}
