// Writes src/contract/routes/<domain>.generated.ts from WPS_DOMAIN_CALLS, one file a domain:
// `pnpm --filter @wps-mobile/api-client gen:call-routes` (the package script formats the files afterwards). Run it
// after adding or changing a call; a test fails until then.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WPS_DOMAIN_CALLS } from '../src/contract/calls';
import { domainRoutesName } from '../src/contract/route-names';

const FOLDER = fileURLToPath(new URL('../src/contract/routes/', import.meta.url));

mkdirSync(FOLDER, { recursive: true });
// A domain that was removed leaves no stale table behind.
for (const file of readdirSync(FOLDER)) if (file.endsWith('.generated.ts')) rmSync(`${FOLDER}${file}`);

let total = 0;
for (const [domain, calls] of Object.entries(WPS_DOMAIN_CALLS)) {
  const entries = Object.values(calls).map(
    (call) =>
      `  ${call.name}: { name: '${call.name}', method: '${call.method}', path: '${call.path}', input: '${call.input}' },`,
  );
  total += entries.length;
  writeFileSync(
    `${FOLDER}${domain}.generated.ts`,
    [
      '// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.',
      `// The method, path and input of every call of the ${domain} domain, without the zod schemas (see ../call-routes.ts).`,
      "import type { DomainRoutes } from '../call-routes';",
      '',
      `export const ${domainRoutesName(domain)}: DomainRoutes<'${domain}'> = {`,
      ...entries,
      '};',
      '',
    ].join('\n'),
  );
}
process.stdout.write(
  `routes/*.generated.ts: ${Object.keys(WPS_DOMAIN_CALLS).length} domains, ${total} calls\n`,
);
