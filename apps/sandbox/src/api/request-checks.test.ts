import { WPS_PATHS } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';

let harness: ApiHarness;
beforeEach(async () => {
  harness = await createApiHarness();
});
afterEach(() => harness.db.close());

const status = (headers: Record<string, string>) => harness.api.request(WPS_PATHS.systemStatus, { headers });
const settings = (headers: Record<string, string>) =>
  harness.api.request(WPS_PATHS.consolidatedSettings, { headers });

describe('Merchant header', () => {
  it.each([
    ['missing', {}, 'merchant.missing'],
    ['empty', { Merchant: '  ' }, 'merchant.missing'],
    ['unknown', { Merchant: 'nobody' }, 'merchant.unknown'],
    ['sent twice (joined with ", ")', { Merchant: 'demo, demo' }, 'merchant.duplicate'],
    ['naming two merchants', { Merchant: 'demo,demo_trial' }, 'merchant.duplicate'],
  ])('answers 400 when %s', async (_case, headers, errorCode) => {
    const res = await settings(headers);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, errorCode });
    expect(body.message).toMatch(/^[A-Z][^\n]+\.$/);
  });

  it('lets the status probe through without a Merchant header, but never a wrong one', async () => {
    const probe = await status({});
    expect(probe.status).toBe(200);
    expect(await probe.json()).toMatchObject({ success: true, value: { maintenance: false } });
    expect((await status({ Merchant: 'nobody' })).status).toBe(400);
    expect((await status({ Merchant: 'demo, demo' })).status).toBe(400);
  });

  it('accepts the trial merchant code', async () => {
    expect((await status({ Merchant: 'demo_trial' })).status).toBe(200);
  });
});

describe('Language header', () => {
  it.each<Record<string, string>>([{}, { Language: 'TY' }, { Language: 'not a language' }])(
    'never fails a call (%o)',
    async (extra) => {
      expect((await status({ Merchant: 'demo', ...extra })).status).toBe(200);
    },
  );
});

describe('unknown paths and errors', () => {
  it('answers 404 request.url.empty for a path the API does not have', async () => {
    const res = await harness.api.request('/wps/no/such/call', { headers: DEMO_HEADERS });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: 'request.url.empty',
      message: 'The requested url is empty. please check your request format.',
    });
  });

  it('answers 404 for a known path with a method it does not take', async () => {
    const res = await harness.api.request(WPS_PATHS.systemStatus, {
      method: 'DELETE',
      headers: DEMO_HEADERS,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ errorCode: 'request.url.empty' });
  });

  it('answers 500 system.error without any stack trace when a handler throws', async () => {
    harness.db.close(); // every query now throws
    const res = await status(DEMO_HEADERS);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, errorCode: 'system.error', message: 'Unknown error' });
    expect(text).not.toMatch(/at |\.ts|stack|Error:/);
    expect(harness.reported).toHaveLength(1);
  });
});
