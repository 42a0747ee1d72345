import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { HOME_BEACON } from '../../testing/examples/vitals-examples';
import { callWps } from '../../testing/wps-client';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

/** A beacon as `navigator.sendBeacon(url, string)` sends it: a text body, no Merchant or any other header of ours. */
const sendBeacon = (body: unknown, headers: Record<string, string> = {}) =>
  h.api.request(WPS_CALLS.vitalsBeacon.path, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const lcpBeacon = (route: string, value: number) => ({
  ...HOME_BEACON,
  route,
  metrics: [{ name: 'LCP', value, rating: value <= 2500 ? 'good' : 'poor' }],
});

const p75s = async (since?: number) =>
  (await callWps(h.api, WPS_CALLS.vitalsP75, since === undefined ? {} : { since })).body.value;

const storedCount = () => h.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM vital')?.n;

describe('field-data beacons', () => {
  it('keeps the figures of beacons sent without headers and answers the p75 per route and metric', async () => {
    for (const value of [1000, 4000, 2000, 3000])
      expect((await sendBeacon(lcpBeacon('home', value))).status).toBe(200);
    expect((await sendBeacon(lcpBeacon('login', 900))).status).toBe(200);
    const inp = {
      ...HOME_BEACON,
      metrics: [
        {
          name: 'INP',
          value: 64,
          rating: 'good',
          attribution: { target: 'button.tab', interaction: 'pointer', parts: { inputDelay: 3 } },
        },
      ],
    };
    expect((await sendBeacon(inp)).status).toBe(200);
    expect(await p75s()).toEqual([
      { route: 'home', metric: 'INP', p75: 64, count: 1 },
      { route: 'home', metric: 'LCP', p75: 3000, count: 4 },
      { route: 'login', metric: 'LCP', p75: 900, count: 1 },
    ]);
  });

  it('counts only the beacons received since the time asked for', async () => {
    await sendBeacon(lcpBeacon('home', 5000));
    h.advance(60_000);
    const since = h.state.now();
    await sendBeacon(lcpBeacon('home', 1200));
    expect(await p75s(since)).toEqual([{ route: 'home', metric: 'LCP', p75: 1200, count: 1 }]);
  });

  it('keeps each figure of a beacon with its connection, build and attribution', async () => {
    await sendBeacon(HOME_BEACON);
    const rows = h.db.all<{ metric: string; connection: string; build: string; attribution: string }>(
      'SELECT metric, connection, build, attribution FROM vital ORDER BY id',
    );
    expect(rows.map((row) => ({ ...row, attribution: JSON.parse(row.attribution) as unknown }))).toEqual([
      {
        metric: 'LCP',
        connection: '4g',
        build: 'abc123def456',
        attribution: { target: 'main>div.banner>img', resource: 'https://img.example.com/banner/1.webp' },
      },
      {
        metric: 'FCP',
        connection: '4g',
        build: 'abc123def456',
        attribution: { parts: { timeToFirstByte: 300 } },
      },
    ]);
  });

  it('refuses a beacon the contract does not allow, and keeps nothing of it', async () => {
    const metric = HOME_BEACON.metrics[0]!;
    const refused = [
      'not json',
      { ...HOME_BEACON, route: '/m/home?token=abc' },
      { ...HOME_BEACON, merchant: 'nobody' },
      { ...HOME_BEACON, connection: 'wifi' },
      { ...HOME_BEACON, metrics: [{ ...metric, name: 'FID' }] },
      { ...HOME_BEACON, metrics: [{ ...metric, value: -1 }] },
      // Nothing beyond the attribution's few fields: no room for what a user typed.
      { ...HOME_BEACON, metrics: [{ ...metric, attribution: { target: 'input', typed: 'my password' } }] },
      { ...HOME_BEACON, token: 'abc' },
    ];
    for (const body of refused) expect((await sendBeacon(body)).status, JSON.stringify(body)).toBe(400);
    // A script that sends the Merchant header must name the merchant of the body.
    expect((await sendBeacon(HOME_BEACON, { Merchant: 'demo_trial' })).status).toBe(400);
    expect(storedCount()).toBe(0);
    expect(await p75s()).toEqual([]);
  });

  it("answers each merchant's p75 from its own beacons only", async () => {
    await sendBeacon(lcpBeacon('home', 1500));
    const other = await callWps(h.api, WPS_CALLS.vitalsP75, {}, { headers: { Merchant: 'demo_trial' } });
    expect(other.body.value).toEqual([]);
  });
});
