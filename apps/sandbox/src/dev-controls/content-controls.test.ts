import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, CONTROLS_HEADERS } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

const control = (path: string, body: unknown) =>
  h.api.request(
    `/__sandbox${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...CONTROLS_HEADERS },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );

const login = async (username: string, password = 'Player123') =>
  (await callWps(h.api, WPS_CALLS.login, { username, password })).body.value.token as string;

describe('content controls and the calls they feed', () => {
  it('serve the default agreement, then the stored one per language with English as fallback', async () => {
    const before = (await callWps(h.api, WPS_CALLS.userAgreement)).body.value;
    expect(before.title).toBe('User agreement');
    expect(before.content).toContain('18 or older');
    expect((await control('/agreement', { content: '<p>Rules</p>' })).status).toBe(200);
    await control('/agreement', { content: '<p>Mga tuntunin</p>', language: 'TY', title: 'Kasunduan' });
    expect((await callWps(h.api, WPS_CALLS.userAgreement)).body.value.content).toBe('<p>Rules</p>');
    const tagalog = await callWps(h.api, WPS_CALLS.userAgreement, {}, { headers: { Language: 'TY' } });
    expect(tagalog.body.value).toEqual({ title: 'Kasunduan', content: '<p>Mga tuntunin</p>' });
    const thai = await callWps(h.api, WPS_CALLS.userAgreement, {}, { headers: { Language: 'TH' } });
    expect(thai.body.value.content).toBe('<p>Rules</p>');
  });

  it('add a promotion with a member status and a calendar status for everyone else', async () => {
    const res = await control('/promotion', {
      title: 'Rejected one',
      content: '<p>x</p>',
      username: 'player01',
      status: 'rejected',
    });
    const { id } = ((await res.json()) as { value: { id: number } }).value;
    const soon = await control('/promotion', { title: 'Later', content: '<p>y</p>', startDays: 5 });
    const soonId = ((await soon.json()) as { value: { id: number } }).value.id;
    const token = await login('player01');
    const mine = await callWps(h.api, WPS_CALLS.promotionDetail, { id }, { token });
    expect(mine.body.value.status).toBe('rejected');
    expect((await callWps(h.api, WPS_CALLS.promotionDetail, { id })).body.value.status).toBe('join');
    expect((await callWps(h.api, WPS_CALLS.promotionDetail, { id: soonId })).body.value.status).toBe(
      'coming soon',
    );
    const bad = await control('/promotion', {
      title: 'x',
      content: 'y',
      username: 'player01',
      status: 'won',
    });
    expect(bad.status).toBe(400);
  });

  it('give a member a referral link with their own code, which then registers the friend under them', async () => {
    const token = await login('player02');
    const first = (await callWps(h.api, WPS_CALLS.referralLink, {}, { token })).body.value;
    // Random, not the member's id: INV and 8 letters or digits.
    expect(first.code).toMatch(/^INV[A-Z2-9]{8}$/);
    const other = (await callWps(h.api, WPS_CALLS.referralLink, {}, { token: await login('player01') })).body
      .value.code as string;
    expect(other).toMatch(/^INV[A-Z2-9]{8}$/);
    expect(other).not.toBe(first.code);
    expect(new URL(first.url).pathname).toBe('/m/register');
    expect(new URL(first.url).searchParams.get('affiliateCode')).toBe(first.code);
    const again = (await callWps(h.api, WPS_CALLS.referralLink, {}, { token })).body.value;
    expect(again).toEqual(first);
    const check = await callWps(h.api, WPS_CALLS.affiliateCheck, { code: first.code });
    expect(check.body.value.agentName).toBe('player02');
    const agent = await login('agent01', 'Agent1234');
    expect((await callWps(h.api, WPS_CALLS.referralLink, {}, { token: agent })).body.value.code).toBe(
      'AGENT01',
    );
  });
});
