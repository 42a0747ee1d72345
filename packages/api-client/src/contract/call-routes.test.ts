import { describe, expect, it } from 'vitest';
import { WPS_CALL_ROUTES } from './call-routes';
import { WPS_CALLS, WPS_DOMAIN_CALLS } from './calls';
import { domainRoutesName } from './route-names';

describe('call routes', () => {
  it('match WPS_CALLS call for call (run `pnpm --filter @wps-mobile/api-client gen:call-routes` after a change)', () => {
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

  it("keep one generated table a domain, with exactly that domain's calls", async () => {
    for (const [domain, calls] of Object.entries(WPS_DOMAIN_CALLS)) {
      const table = ((await import(`./routes/${domain}.generated.ts`)) as Record<string, object>)[
        domainRoutesName(domain)
      ];
      expect(Object.keys(table ?? {}), domain).toEqual(Object.keys(calls));
    }
  });
});
