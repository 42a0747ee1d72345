import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { PLAYER_CONFIG } from '../testing/fixture-builds';
import { createGatewayHarness } from '../testing/gateway-harness';
import type { GatewayHarness } from '../testing/gateway-harness';
import { callWps, loginToken } from '../testing/wps-client';

let harness: GatewayHarness;
beforeAll(async () => {
  harness = await createGatewayHarness();
});
afterAll(() => harness.close());
afterEach(() => vi.unstubAllEnvs());

describe('/m/config.json', () => {
  it('comes from the player build by default', async () => {
    const res = await harness.gateway.request('/m/config.json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual(PLAYER_CONFIG);
  });

  it('comes from the file named by WPS_RUNTIME_CONFIG when that is set', async () => {
    const broken = path.join(harness.builds.root, 'broken-config.txt');
    await writeFile(broken, '{ "merchantCode": ');
    vi.stubEnv('WPS_RUNTIME_CONFIG', broken);
    const gateway = harness.withOptions({});
    const res = await gateway.request('/m/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('{ "merchantCode": ');
  });

  it('prefers the runtimeConfigFile option, and answers 404 when that file does not exist', async () => {
    const custom = path.join(harness.builds.root, 'other.json');
    await writeFile(custom, JSON.stringify({ merchantCode: 'other' }));
    const res = await harness.withOptions({ runtimeConfigFile: custom }).request('/m/config.json');
    expect(await res.json()).toEqual({ merchantCode: 'other' });
    const missing = harness.withOptions({ runtimeConfigFile: path.join(harness.builds.root, 'none.json') });
    expect((await missing.request('/m/config.json')).status).toBe(404);
  });
});

describe('the site the served config names', () => {
  it('is where the referral links members share lead, whatever Host the request came with', async () => {
    const config = path.join(harness.builds.root, 'site-config.json');
    await writeFile(
      config,
      JSON.stringify({
        ...PLAYER_CONFIG,
        defaultImageCDN: 'https://img.merchant.example',
        siteOrigin: 'https://m.merchant.example',
      }),
    );
    const gateway = harness.withOptions({ runtimeConfigFile: config });
    const token = await loginToken(gateway);
    const origin = 'http://evil.example';
    const { body } = await callWps(gateway, WPS_CALLS.referralLink, {}, { token, origin });
    expect(new URL(body.value.url).origin).toBe('https://m.merchant.example');
  });
});
