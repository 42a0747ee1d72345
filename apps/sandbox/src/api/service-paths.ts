import { ONLINE_SERVICE_PATH_TYPE, sealServicePath } from '@wps-mobile/api-client/contract';
import type { ServicePath } from '@wps-mobile/api-client/contract';
import type { Merchant, SandboxDatabase } from '../db';
import { readServicePathKey } from '../db/queries/site/merchants';

/**
 * The site's service paths as its backend sends them (in the consolidated settings and the service info): for a
 * merchant with a service-path key the online customer-service path sealed under it, with a fresh IV on every
 * answer; every other type, and every path of a merchant without a key, plain.
 */
export async function servicePathsAsSent(
  db: SandboxDatabase,
  merchant: Merchant,
  paths: readonly ServicePath[],
): Promise<ServicePath[]> {
  const key = readServicePathKey(db, merchant);
  return Promise.all(
    paths.map(async (entry) =>
      key !== undefined && entry.type === ONLINE_SERVICE_PATH_TYPE
        ? { ...entry, path: await sealServicePath(entry.path, entry.type, key) }
        : entry,
    ),
  );
}
