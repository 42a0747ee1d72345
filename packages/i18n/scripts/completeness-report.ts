// Writes COMPLETENESS.md: each language's coverage of the English keys. Run: pnpm --filter @wps-mobile/i18n report
import { writeFile } from 'node:fs/promises';
import { allCoverage, reportMarkdown } from '../src/completeness-report';

const target = new URL('../COMPLETENESS.md', import.meta.url);
const rows = await allCoverage();
await writeFile(target, await reportMarkdown(rows));
const incomplete = rows.filter((row) => row.present < row.total).map((row) => row.code);
process.stdout.write(
  `COMPLETENESS.md written; incomplete: ${incomplete.length ? incomplete.join(', ') : 'none'}` + '\n',
);
