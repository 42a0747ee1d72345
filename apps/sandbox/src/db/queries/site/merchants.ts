import type { SandboxDatabase } from '../../sandbox-database';

export interface Merchant {
  readonly code: string;
  readonly brandName: string;
  /** The merchant whose site (status, settings, flags) this one serves: its parent for a trial merchant. */
  readonly siteCode: string;
  readonly isTrial: boolean;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly country: string;
  readonly defaultLanguage: string;
  readonly timeZone: string;
}

interface MerchantRow {
  code: string;
  brand_name: string;
  parent_code: string | null;
  currency: string;
  currency_symbol: string;
  country: string;
  default_language: string;
  time_zone: string;
}

/** The active merchant with this exact code, or undefined. Codes are case-sensitive, as on the platform. */
export function findMerchant(db: SandboxDatabase, code: string): Merchant | undefined {
  const row = db.get<MerchantRow>('SELECT * FROM merchant WHERE code = ? AND active = 1', [code]);
  if (!row) return undefined;
  return {
    code: row.code,
    brandName: row.brand_name,
    siteCode: row.parent_code ?? row.code,
    isTrial: row.parent_code !== null,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    country: row.country,
    defaultLanguage: row.default_language,
    timeZone: row.time_zone,
  };
}

/** The free-trial merchant code serving `siteCode`'s site, if it has one. */
export function trialMerchantOf(db: SandboxDatabase, siteCode: string): string | undefined {
  return db.get<{ code: string }>('SELECT code FROM merchant WHERE parent_code = ? AND active = 1', [
    siteCode,
  ])?.code;
}

/**
 * The key the merchant's site seals its online customer-service path under (base64 of 32 bytes), or undefined
 * when it sends the path plain. A trial merchant serves its parent's site, so it has the parent's key.
 */
export function readServicePathKey(db: SandboxDatabase, merchant: Merchant): string | undefined {
  return (
    db.get<{ service_path_key: string | null }>('SELECT service_path_key FROM merchant WHERE code = ?', [
      merchant.siteCode,
    ])?.service_path_key ?? undefined
  );
}
