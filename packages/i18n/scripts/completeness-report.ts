// Writes COMPLETENESS.md: each language's coverage of the English keys. Run: pnpm --filter @wps-mobile/i18n report
import { writeFile } from 'node:fs/promises';
import { allCoverage, renderReport } from '../src/completeness-report';

const target = new URL('../COMPLETENESS.md', import.meta.url);
const rows = await allCoverage();
await writeFile(target, renderReport(rows));
const incomplete = rows.filter((row) => row.present < row.total).map((row) => row.code);
process.stdout.write(
  `COMPLETENESS.md written; incomplete: ${incomplete.length ? incomplete.join(', ') : 'none'}` + '\n',
);
