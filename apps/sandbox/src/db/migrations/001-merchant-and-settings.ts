/**
 * Migration 1: merchants, system status, site settings and white-label flags. Each table is keyed by merchant so
 * more merchants, settings and flags can be added without migrations; JSON columns hold payloads whose shape
 * belongs to the contract, not to SQL.
 */
export const MERCHANT_AND_SETTINGS_SQL = `
CREATE TABLE merchant (
  code             TEXT PRIMARY KEY,
  brand_name       TEXT NOT NULL,
  -- A trial merchant serves its parent's site (settings, flags, status); NULL for a real merchant.
  parent_code      TEXT REFERENCES merchant(code),
  currency         TEXT NOT NULL,
  currency_symbol  TEXT NOT NULL,
  country          TEXT NOT NULL,
  default_language TEXT NOT NULL,
  time_zone        TEXT NOT NULL,
  active           INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at       TEXT NOT NULL
);

CREATE TABLE system_status (
  merchant_code      TEXT PRIMARY KEY REFERENCES merchant(code),
  maintenance        INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  region_restriction INTEGER NOT NULL DEFAULT 0 CHECK (region_restriction IN (0, 1)),
  -- Country the platform places the caller in; the real platform derives it from the IP address.
  location           TEXT NOT NULL,
  template_mem_cen   TEXT NOT NULL DEFAULT '0' CHECK (template_mem_cen IN ('0', '1')),
  template_dep_func  TEXT NOT NULL DEFAULT '0' CHECK (template_dep_func IN ('0', '1'))
);

CREATE TABLE site_setting (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  key           TEXT NOT NULL,
  value         TEXT NOT NULL CHECK (json_valid(value)),
  PRIMARY KEY (merchant_code, key)
);

CREATE TABLE whitelabel_flag (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  flag          TEXT NOT NULL,
  enabled       INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (merchant_code, flag)
);
`;
