import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WPS_CALLS, WPS_DOMAIN_CALLS, type WpsDomain } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ROUTES } from './domain-routes';

const ROUTES_DIR = fileURLToPath(new URL('./routes', import.meta.url));
const domains = Object.keys(WPS_DOMAIN_CALLS) as WpsDomain[];
const callOf = new Map(Object.values(WPS_CALLS).map((call) => [`${call.method} ${call.path}`, call.name]));

/** The names of the calls one domain's routes answer. */
function registeredCalls(domain: WpsDomain): string[] {
  return DOMAIN_ROUTES[domain]()
    .routes.filter((entry) => entry.method !== 'ALL')
    .map((entry) => callOf.get(`${entry.method} ${entry.path}`) ?? `${entry.method} ${entry.path} (no call)`);
}

describe('the sandbox routes of each domain', () => {
  it.each(domains)('%s-routes.ts registers exactly the calls of its domain', (domain) => {
    const own = Object.keys(WPS_DOMAIN_CALLS[domain]);
    expect(registeredCalls(domain).filter((name) => !own.includes(name))).toEqual([]);
    expect(own.filter((name) => !registeredCalls(domain).includes(name))).toEqual([]);
  });

  it('holds only files named after a contract domain in routes/', () => {
    const names = readdirSync(ROUTES_DIR).map((file) => file.replace(/-routes(\.test)?\.ts$/, ''));
    expect(names.filter((name) => !(domains as string[]).includes(name))).toEqual([]);
  });

  it.each(domains)('takes the routes of %s from routes/<domain>-routes.ts', async (domain) => {
    const module = (await import(`./routes/${domain}-routes.ts`)) as Record<string, unknown>;
    expect(Object.values(module)).toContain(DOMAIN_ROUTES[domain]);
  });
});
