import { WHITELABEL_FLAGS } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../sandbox-database';
import { SITE_SETTING_KEYS } from '../queries/site/site-settings';
import type { SiteSettingKey } from '../queries/site/site-settings';
import {
  DEMO_MERCHANT,
  DEMO_SERVICE_PATH_KEY,
  DEMO_SYSTEM_STATUS,
  DEMO_TRIAL_MERCHANT_CODE,
  demoFlagEnabled,
} from './demo-merchant-data';
import { DEMO_REGISTER_SETTINGS } from './demo-register-rules';
import {
  DEMO_CUSTOMER_SERVICE,
  DEMO_DOMAIN_ROUTE,
  DEMO_IMAGE_CDNS,
  DEMO_MAIN_DOMAIN,
  DEMO_PATHS,
  DEMO_RESOURCES,
} from './demo-site-settings';

const DEMO_SETTINGS: Record<SiteSettingKey, unknown> = {
  customerService: DEMO_CUSTOMER_SERVICE,
  imageCDNs: DEMO_IMAGE_CDNS,
  domainRoute: DEMO_DOMAIN_ROUTE,
  paths: DEMO_PATHS,
  register: DEMO_REGISTER_SETTINGS,
  resources: DEMO_RESOURCES,
  mainDomain: DEMO_MAIN_DOMAIN,
};

/** Writes the demo merchant, its trial merchant, status, site settings and white-label flags. */
export function seedDemoMerchant(db: SandboxDatabase): void {
  const m = DEMO_MERCHANT;
  // The trial merchant serves its parent's site, so it has no service-path key of its own.
  const insertMerchant = (code: string, parentCode: string | null, servicePathKey: string | null) =>
    db.run(
      `INSERT INTO merchant (code, brand_name, parent_code, currency, currency_symbol, country, default_language,
         time_zone, created_at, service_path_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        code,
        m.brandName,
        parentCode,
        m.currency,
        m.currencySymbol,
        m.country,
        m.defaultLanguage,
        m.timeZone,
        m.createdAt,
        servicePathKey,
      ],
    );
  insertMerchant(m.code, null, DEMO_SERVICE_PATH_KEY);
  insertMerchant(DEMO_TRIAL_MERCHANT_CODE, m.code, null);

  const s = DEMO_SYSTEM_STATUS;
  db.run(
    `INSERT INTO system_status (merchant_code, maintenance, region_restriction, location, template_mem_cen,
       template_dep_func) VALUES (?, ?, ?, ?, ?, ?)`,
    [m.code, Number(s.maintenance), Number(s.regionRestriction), s.location, s.memCen, s.depFunc],
  );

  for (const key of SITE_SETTING_KEYS) {
    db.run('INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)', [
      m.code,
      key,
      JSON.stringify(DEMO_SETTINGS[key]),
    ]);
  }

  for (const flag of WHITELABEL_FLAGS) {
    db.run('INSERT INTO whitelabel_flag (merchant_code, flag, enabled) VALUES (?, ?, ?)', [
      m.code,
      flag,
      Number(demoFlagEnabled(flag)),
    ]);
  }
}
