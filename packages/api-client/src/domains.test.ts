import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WPS_CALLS, WPS_DOMAIN_CALLS, type WpsDomain } from './contract/calls';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const domains = Object.keys(WPS_DOMAIN_CALLS) as WpsDomain[];
const isCall = (value: unknown) =>
  typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'response' in value;
const isCallTable = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isCall);

describe('the one list of domains', () => {
  it('gives each call exactly one domain', () => {
    const names = domains.flatMap((domain) => Object.keys(WPS_DOMAIN_CALLS[domain]));
    expect(names.sort()).toEqual(Object.keys(WPS_CALLS).sort());
  });

  it('names a contract file after each domain, and every contract file of calls is a domain', async () => {
    for (const domain of domains) {
      const module = (await import(`./contract/${domain}.ts`)) as Record<string, unknown>;
      expect(Object.values(module), `contract/${domain}.ts`).toContain(WPS_DOMAIN_CALLS[domain]);
    }
    const others = readdirSync(`${SRC}contract`)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => name !== 'calls' && name !== 'index');
    for (const name of others) {
      const module = (await import(`./contract/${name}.ts`)) as Record<string, unknown>;
      if (Object.values(module).some(isCallTable))
        expect(domains, `contract/${name}.ts defines calls`).toContain(name);
    }
  });

  it('sends each call from the client file of its own domain', () => {
    for (const domain of domains) {
      const text = readFileSync(`${SRC}${domain}.ts`, 'utf8');
      const sent = [...text.matchAll(/\bCALLS\.(\w+)/g)].map((match) => match[1]);
      const own = Object.keys(WPS_DOMAIN_CALLS[domain]);
      expect(
        sent.filter((name) => !own.includes(name ?? '')),
        `${domain}.ts sends another domain's call`,
      ).toEqual([]);
      // rsaKey is sent by the base query itself, never by a screen.
      expect(
        own.filter((name) => name !== 'rsaKey' && !sent.includes(name)),
        `${domain}.ts misses`,
      ).toEqual([]);
    }
  });
});
