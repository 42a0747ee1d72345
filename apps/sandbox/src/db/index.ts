export { openSandboxDatabase } from './open-sandbox-database';
export type { OpenDatabaseOptions } from './open-sandbox-database';
export type { SandboxDatabase } from './sandbox-database';
export { findMerchant } from './queries/site/merchants';
export type { Merchant } from './queries/site/merchants';
export { readSystemStatus } from './queries/site/system-status';
export { readConsolidatedSettings } from './queries/site/site-settings';
export { DEMO_MERCHANT, DEMO_TRIAL_MERCHANT_CODE } from './seed/demo-merchant-data';
