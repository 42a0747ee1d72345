/**
 * Field data (the `/wps/ext/vitals/` extension): every Core Web Vitals figure a phone sent, one row each, with the
 * route id, connection type and build of its page load and a short attribution (JSON, as the contract's
 * `vitalAttributionSchema` allows it).
 */
export const VITALS_SQL = `
CREATE TABLE vital (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  route         TEXT NOT NULL,
  metric        TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value         REAL NOT NULL,
  rating        TEXT NOT NULL,
  connection    TEXT NOT NULL,
  build         TEXT NOT NULL,
  attribution   TEXT NOT NULL DEFAULT '{}',
  received_at   INTEGER NOT NULL
);
CREATE INDEX vital_merchant_received ON vital(merchant_code, received_at);
`;
