import { WHITELABEL_FLAGS, WPS_PATHS } from '@wps-mobile/api-client/contract';
import type { ConsolidatedSettings, SystemStatus, WpsSuccess } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';

let harness: ApiHarness;
beforeEach(async () => {
  harness = await createApiHarness();
});
afterEach(() => harness.db.close());

describe('GET /wps/system/status', () => {
  it('answers the success envelope with the start-up status', async () => {
    const res = await harness.api.request(WPS_PATHS.systemStatus, { headers: DEMO_HEADERS });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      success: true,
      value: {
        maintenance: false,
        regionRestriction: false,
        location: 'PH',
        info: { mobileTemplate: { mem_cen: '1', dep_func: '1' } },
      },
    } satisfies WpsSuccess<SystemStatus>);
  });

  it('reads the database, so a merchant in maintenance is reported at once', async () => {
    harness.db.run(
      `UPDATE system_status SET maintenance = 1, region_restriction = 1 WHERE merchant_code = 'demo'`,
    );
    const res = await harness.api.request(WPS_PATHS.systemStatus, { headers: { Merchant: 'demo_trial' } });
    const body = (await res.json()) as WpsSuccess<SystemStatus>;
    expect(body.value).toMatchObject({ maintenance: true, regionRestriction: true });
  });
});

describe('GET /wps/system/settings/consolidated', () => {
  it('answers every site setting part from the database', async () => {
    const res = await harness.api.request(WPS_PATHS.consolidatedSettings, { headers: DEMO_HEADERS });
    expect(res.status).toBe(200);
    const body = (await res.json()) as WpsSuccess<ConsolidatedSettings>;
    expect(body.success).toBe(true);
    const settings = body.value;
    expect(Object.keys(settings).sort()).toEqual([
      'customerService',
      'domainRoute',
      'imageCDNs',
      'mainDomain',
      'mobileTemplate',
      'paths',
      'register',
      'resources',
      'whitelabel',
    ]);
    expect(settings.customerService.map((entry) => entry.csType)).toEqual([
      'LIVECHAT',
      'FACEBOOK',
      'TELEGRAM',
    ]);
    expect(settings.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG']),
    );
    expect(settings.imageCDNs.length).toBeGreaterThan(0);
    expect(settings.imageCDNs.every((cdn) => cdn.startsWith('https://'))).toBe(true);
    expect(settings.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '1' });
    expect(settings.register.fields.username).toMatchObject({ enabled: true, required: true });
    expect(new RegExp(settings.register.fields.username.regExp).test('player01')).toBe(true);
    expect(Object.keys(settings.whitelabel)).toEqual(expect.arrayContaining([...WHITELABEL_FLAGS]));
    expect(Object.values(settings.whitelabel).every((on) => typeof on === 'boolean')).toBe(true);
    expect(settings.mainDomain).toBe('luckypeso.example');
  });

  it('follows a flag switched in the database', async () => {
    harness.db.run(
      `UPDATE whitelabel_flag SET enabled = 0 WHERE merchant_code = 'demo' AND flag = 'DIRECTREG3'`,
    );
    const res = await harness.api.request(WPS_PATHS.consolidatedSettings, { headers: DEMO_HEADERS });
    const body = (await res.json()) as WpsSuccess<ConsolidatedSettings>;
    expect(body.value.whitelabel.DIRECTREG3).toBe(false);
  });
});
