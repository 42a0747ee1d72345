import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';

let h: ApiHarness;
let token: string;
beforeAll(async () => {
  h = await createApiHarness();
  token = await loginToken(h.api);
});
afterAll(() => h.db.close());

describe('announcements', () => {
  it('shows pop-up B to visitors, A to members and F to a first-time login', async () => {
    const popup = async (t?: string) =>
      (
        (await callWps(h.api, WPS_CALLS.announcements, { types: 'PU' }, t ? { token: t } : {})).body.value
          .popup as { execution: string }[]
      ).map((p) => p.execution);
    expect(await popup()).toEqual(['B']);
    expect(await popup(token)).toEqual(['A']);
    const newbie = (await callWps(h.api, WPS_CALLS.login, { username: 'newbie01', password: 'Newbie123' }))
      .body.value.token;
    expect(await popup(newbie)).toEqual(['F']);
  });

  it('reads the session from the Authorization header only, never from a token in the query', async () => {
    const inQuery = await callWps(h.api, WPS_CALLS.announcements, { types: 'PU,A', token });
    expect(inQuery.body.success).toBe(true);
    expect((inQuery.body.value.popup as { execution: string }[]).map((p) => p.execution)).toEqual(['B']);
  });

  it('localises notices with English fallback per type', async () => {
    const titles = async (language: string) =>
      (await callWps(h.api, WPS_CALLS.announcements, { types: 'PL,B' }, { headers: { Language: language } }))
        .body.value as {
        notices: { title: string }[];
        banners: unknown[];
      };
    const ty = await titles('TY');
    expect(ty.notices.map((n) => n.title)).toEqual(['Maintenance sa Linggo 02:00']);
    expect(ty.banners.length).toBe(3); // no Tagalog banners: the English ones
    expect((await titles('EN')).notices.map((n) => n.title)).toContain('New games from JL');
  });
});
