import { reseedDataFile } from './db/data-file';
import { readDataDir } from './server-settings';
import { SANDBOX_DATA_DIR } from './workspace-paths';

/** `pnpm --filter @wps-mobile/sandbox reseed`: throws the data away and writes the seed again. */
const dir = readDataDir(SANDBOX_DATA_DIR);
if (!dir) {
  console.error('WPS_SANDBOX_DATA is :memory:, there is no data file to re-seed.');
  process.exit(1);
}
reseedDataFile(dir)
  .then((file) =>
    console.log(`re-seeded ${file} (stop a running sandbox first, or use POST /__sandbox/reseed)`),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
