import { DEMO_MERCHANT, DEMO_SERVICE_PATH_KEY } from '../seed/demo-merchant-data';

/**
 * Each merchant's service-path key (base64 of 32 bytes; the merchant's runtime config names the same), under which
 * the API seals the online customer-service path. NULL: the path goes plain. In a kept data file the demo merchant
 * gets the key its config names, so `pnpm start` shows the sealed path without a re-seed.
 */
export const SERVICE_PATH_KEY_SQL = `
ALTER TABLE merchant ADD COLUMN service_path_key TEXT;
UPDATE merchant SET service_path_key = '${DEMO_SERVICE_PATH_KEY}' WHERE code = '${DEMO_MERCHANT.code}';
`;
