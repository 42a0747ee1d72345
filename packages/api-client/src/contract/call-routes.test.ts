import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WPS_CALL_ROUTES } from './call-routes';
import { WPS_CALLS } from './calls';

const GENERATED = fileURLToPath(new URL('./call-routes.generated.ts', import.meta.url));

/** The generated module's text for the current contract. */
function generatedSource(): string {
  const entries = Object.values(WPS_CALLS).map(
    (call) =>
      `  ${call.name}: { name: '${call.name}', method: '${call.method}', path: '${call.path}', input: '${call.input}' },`,
  );
  return [
    '// Generated from WPS_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.',
    '// The method, path and input of every call, without the zod schemas (see call-routes.ts).',
    'export const CALL_ROUTE_TABLE = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

describe('call routes', () => {
  it('match WPS_CALLS call for call (regenerate with gen:call-routes after changing the contract)', () => {
    if (process.env.WRITE_CALL_ROUTES === '1') writeFileSync(GENERATED, generatedSource());
    // The data, not the text, is compared: the generated file is formatted like every other source file.
    expect(readFileSync(GENERATED, 'utf8')).toContain('export const CALL_ROUTE_TABLE');
    expect(Object.keys(WPS_CALL_ROUTES)).toEqual(Object.keys(WPS_CALLS));
    for (const [name, call] of Object.entries(WPS_CALLS)) {
      expect(WPS_CALL_ROUTES[name as keyof typeof WPS_CALLS]).toEqual({
        name: call.name,
        method: call.method,
        path: call.path,
        input: call.input,
      });
    }
  });
});
