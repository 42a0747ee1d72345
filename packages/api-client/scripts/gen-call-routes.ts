// Writes src/contract/call-routes.generated.ts from WPS_CALLS: `pnpm --filter @wps-mobile/api-client gen:call-routes`
// (the package script formats the file afterwards). Run it after adding or changing a call; a test fails until then.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WPS_CALLS } from '../src/contract/calls';

const GENERATED = fileURLToPath(new URL('../src/contract/call-routes.generated.ts', import.meta.url));

const entries = Object.values(WPS_CALLS).map(
  (call) =>
    `  ${call.name}: { name: '${call.name}', method: '${call.method}', path: '${call.path}', input: '${call.input}' },`,
);
writeFileSync(
  GENERATED,
  [
    '// Generated from WPS_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.',
    '// The method, path and input of every call, without the zod schemas (see call-routes.ts).',
    'export const CALL_ROUTE_TABLE = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n'),
);
process.stdout.write(`call-routes.generated.ts: ${entries.length} calls\n`);
