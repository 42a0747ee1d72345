export { openSandboxDatabase } from './sandbox-database';
export type { OpenDatabaseOptions, SandboxDatabase } from './sandbox-database';
export { findMerchant } from './queries/merchants';
export type { Merchant } from './queries/merchants';
export { readSystemStatus } from './queries/system-status';
export { readConsolidatedSettings } from './queries/site-settings';
export { DEMO_MERCHANT, DEMO_TRIAL_MERCHANT_CODE } from './seed/demo-merchant-data';
