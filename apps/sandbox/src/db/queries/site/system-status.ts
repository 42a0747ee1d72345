import type { MobileTemplate, SystemStatus, TemplateSwitch } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { Merchant } from './merchants';

interface StatusRow {
  maintenance: number;
  region_restriction: number;
  location: string;
  template_mem_cen: TemplateSwitch;
  template_dep_func: TemplateSwitch;
}

function readRow(db: SandboxDatabase, merchant: Merchant): StatusRow {
  // A merchant without a status row is simply up, in its own country, on the base templates.
  return (
    db.get<StatusRow>('SELECT * FROM system_status WHERE merchant_code = ?', [merchant.siteCode]) ?? {
      maintenance: 0,
      region_restriction: 0,
      location: merchant.country,
      template_mem_cen: '0',
      template_dep_func: '0',
    }
  );
}

export function readMobileTemplate(db: SandboxDatabase, merchant: Merchant): MobileTemplate {
  const row = readRow(db, merchant);
  return { mem_cen: row.template_mem_cen, dep_func: row.template_dep_func };
}

export function readSystemStatus(db: SandboxDatabase, merchant: Merchant): SystemStatus {
  const row = readRow(db, merchant);
  return {
    maintenance: row.maintenance === 1,
    regionRestriction: row.region_restriction === 1,
    location: row.location,
    info: { mobileTemplate: { mem_cen: row.template_mem_cen, dep_func: row.template_dep_func } },
  };
}
