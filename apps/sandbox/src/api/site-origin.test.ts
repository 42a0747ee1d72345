import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps, loginToken } from '../testing/wps-client';
import { DEMO_SITE_ORIGIN } from './site-origin';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness({ siteOrigin: async () => 'https://play.merchant.example' });
});
afterAll(() => h.db.close());

// A request's Host is whatever the client (or a proxy passing it on) wrote, so a link built from it could send a
// member's friends to any site. Links name the site the runtime config says the merchant serves.
const HOSTILE = { origin: 'http://evil.example' };

describe('links a member shares', () => {
  it('name the runtime config’s site, whatever Host the request came with', async () => {
    const player = await loginToken(h.api);
    const referral = await callWps(h.api, WPS_CALLS.referralLink, {}, { token: player, ...HOSTILE });
    expect(new URL(referral.body.value.url).origin).toBe('https://play.merchant.example');

    const agent = await loginToken(h.api, 'agent01', 'Agent1234');
    const created = await callWps(h.api, WPS_CALLS.affiliateUrlCreate, {}, { token: agent, ...HOSTILE });
    expect(new URL(created.body.value.url).origin).toBe('https://play.merchant.example');
    const listed = await callWps(h.api, WPS_CALLS.affiliateUrls, {}, { token: agent, ...HOSTILE });
    const origins = (listed.body.value as { url: string }[]).map((link) => new URL(link.url).origin);
    expect(new Set(origins)).toEqual(new Set(['https://play.merchant.example']));
  });

  it('name the demo merchant’s site when no runtime config names one', async () => {
    const bare = await createApiHarness({ siteOrigin: async () => undefined });
    const token = await loginToken(bare.api);
    const referral = await callWps(bare.api, WPS_CALLS.referralLink, {}, { token, ...HOSTILE });
    expect(new URL(referral.body.value.url).origin).toBe(DEMO_SITE_ORIGIN);
    expect(DEMO_SITE_ORIGIN).toBe('https://m.luckypeso.example');
    bare.db.close();
  });
});
