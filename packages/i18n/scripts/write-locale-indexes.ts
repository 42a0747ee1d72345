// Writes src/locales/<code>/index.ts for every language folder. Run: pnpm --filter @wps-mobile/i18n gen:locales
import { writeFile } from 'node:fs/promises';
import { localeIndexes } from './locale-indexes';

const stale = (await localeIndexes()).filter(({ expected, actual }) => expected !== actual);
await Promise.all(stale.map(({ file, expected }) => writeFile(file, expected)));
process.stdout.write(`${stale.length} locale index file(s) written\n`);
