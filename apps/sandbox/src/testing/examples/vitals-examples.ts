import type { CallExample } from './example-types';

/** A beacon as a phone sends it after a visit to home (LCP and FCP settled). */
export const HOME_BEACON = {
  merchant: 'demo',
  route: 'home',
  connection: '4g',
  build: 'abc123def456',
  metrics: [
    {
      name: 'LCP',
      value: 2140,
      rating: 'good',
      attribution: { target: 'main>div.banner>img', resource: 'https://img.example.com/banner/1.webp' },
    },
    { name: 'FCP', value: 1200, rating: 'good', attribution: { parts: { timeToFirstByte: 300 } } },
  ],
};

/** The field-data extension's calls. */
export const VITALS_EXAMPLES = {
  vitalsBeacon: {
    input: HOME_BEACON,
    bad: { input: { ...HOME_BEACON, metrics: [] }, code: 'parameter.out.of.range' },
  },
  vitalsP75: { input: { since: 0 }, bad: { input: { since: 'yesterday' }, code: 'parameter.type.invalid' } },
} satisfies Record<string, CallExample>;
