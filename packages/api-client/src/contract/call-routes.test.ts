import { describe, expect, it } from 'vitest';
import { WPS_CALLS, WPS_DOMAIN_CALLS } from './calls';
import { domainRoutesName } from './route-names';

/** A domain's generated route table (`routes/<domain>.generated.ts`). */
async function routeTable(domain: string): Promise<Record<string, object> | undefined> {
  const module = (await import(`./routes/${domain}.generated.ts`)) as Record<string, Record<string, object>>;
  return module[domainRoutesName(domain)];
}

describe('call routes', () => {
  it('match WPS_CALLS call for call (run `pnpm --filter @wps-mobile/api-client gen:call-routes` after a change)', async () => {
    const tables = await Promise.all(Object.keys(WPS_DOMAIN_CALLS).map(routeTable));
    const WPS_CALL_ROUTES: Record<string, object> = Object.assign({}, ...tables);
    expect(Object.keys(WPS_CALL_ROUTES)).toEqual(Object.keys(WPS_CALLS));
    for (const [name, call] of Object.entries(WPS_CALLS)) {
      expect(WPS_CALL_ROUTES[name]).toEqual({
        name: call.name,
        method: call.method,
        path: call.path,
        input: call.input,
      });
    }
  });

  it("keep one generated table a domain, with exactly that domain's calls", async () => {
    for (const [domain, calls] of Object.entries(WPS_DOMAIN_CALLS)) {
      const table = await routeTable(domain);
      expect(Object.keys(table ?? {}), domain).toEqual(Object.keys(calls));
    }
  });
});
