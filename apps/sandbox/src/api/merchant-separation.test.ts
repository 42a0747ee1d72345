import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD_HASHES } from '../db/seed/seed-password-hashes';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { solvedCaptcha } from '../testing/examples/example-types';
import { callWps } from '../testing/wps-client';

/**
 * Two merchants on one backend: `demo` and `rival`, a copy of demo's site. A rival player carries a link to demo's
 * agent01 as upline (what an import mistake or an old bug leaves behind), and rival has an agent of its own.
 */
let h: ApiHarness;
let agent01: string;
let rivalPlayer: string;
const RIVAL = { Merchant: 'rival' };

function addRivalMerchant(): void {
  h.db.run(
    `INSERT INTO merchant (code, brand_name, currency, currency_symbol, country, default_language, time_zone, created_at)
     SELECT 'rival', 'Rival', currency, currency_symbol, country, default_language, time_zone, created_at
     FROM merchant WHERE code = 'demo'`,
  );
  for (const table of ['site_setting', 'whitelabel_flag'])
    h.db
      .run(`INSERT INTO ${table} SELECT 'rival', ${table === 'site_setting' ? 'key, value' : 'flag, enabled'}
      FROM ${table} WHERE merchant_code = 'demo'`);
  h.db.run(`INSERT INTO system_status (merchant_code, location) SELECT 'rival', location FROM system_status
    WHERE merchant_code = 'demo'`);
  const agent01Id = h.db.get<{ id: number }>("SELECT id FROM member WHERE username = 'agent01'")?.id ?? null;
  const insert = `INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, type, upline_id,
    balance_cents, reg_date, affiliate_code) VALUES ('rival', ?, ?, ?, ?, ?, 0, 0, ?)`;
  h.db.run(insert, ['ragent', SEED_PASSWORD_HASHES.Agent1234 ?? '', null, 1, null, 'RIVAL01']);
  h.db.run(insert, [
    'rplayer',
    SEED_PASSWORD_HASHES.Player123 ?? '',
    SEED_PASSWORD_HASHES['123456'] ?? '',
    0,
    agent01Id,
    null,
  ]);
  // The rival player has money, through a ledger line as every balance does.
  const rplayer = h.db.get<{ id: number }>("SELECT id FROM member WHERE username = 'rplayer'")?.id ?? 0;
  h.db.run(
    "INSERT INTO ledger (member_id, type, code, amount_cents, balance_after_cents, remark, created_at) VALUES (?, 'A', 'ADJUSTMENT', 50000, 50000, '', 0)",
    [rplayer],
  );
  h.db.run('UPDATE member SET balance_cents = 50000 WHERE id = ?', [rplayer]);
}

const balanceOf = (username: string) =>
  h.db.get<{ b: number }>('SELECT balance_cents AS b FROM member WHERE username = ?', [username])?.b;

beforeAll(async () => {
  h = await createApiHarness();
  addRivalMerchant();
  agent01 = (await callWps(h.api, WPS_CALLS.login, { username: 'agent01', password: 'Agent1234' })).body.value
    .token as string;
  rivalPlayer = (
    await callWps(h.api, WPS_CALLS.login, { username: 'rplayer', password: 'Player123' }, { headers: RIVAL })
  ).body.value.token as string;
});
afterAll(() => h.db.close());

describe("one merchant's agent", () => {
  it("never sees another merchant's member in the team, even one linked to it as upline", async () => {
    const page = { pageNo: 1, pageSize: 100 };
    const team = await callWps(h.api, WPS_CALLS.subordinateList, page, { token: agent01 });
    const direct = await callWps(h.api, WPS_CALLS.downlines, page, { token: agent01 });
    const accounts = [...team.body.value.list, ...direct.body.value.list].map(
      (m: { account: string }) => m.account,
    );
    expect(accounts).toContain('down01');
    expect(accounts).not.toContain('rplayer');
    const one = await callWps(h.api, WPS_CALLS.downline, { username: 'rplayer' }, { token: agent01 });
    expect([one.status, one.body.errorCode]).toEqual([404, 'record.not.found']);
  });

  it("cannot move money to another merchant's member", async () => {
    const before = [balanceOf('agent01'), balanceOf('rplayer')];
    const sent = await callWps(
      h.api,
      WPS_CALLS.transferDownline,
      { username: 'rplayer', amount: 10, paymentPassword: '123456' },
      { token: agent01 },
    );
    expect([sent.status, sent.body.errorCode]).toEqual([404, 'record.not.found']);
    expect([balanceOf('agent01'), balanceOf('rplayer')]).toEqual(before);
  });
});

describe("another merchant's member", () => {
  it('has no upline at the first merchant and cannot send money there', async () => {
    const info = await callWps(h.api, WPS_CALLS.memberInfo, {}, { token: rivalPlayer, headers: RIVAL });
    expect(info.body.value.toUpline).toBe(false);
    const before = [balanceOf('agent01'), balanceOf('rplayer')];
    const sent = await callWps(
      h.api,
      WPS_CALLS.transferToUpline,
      { amount: 10, paymentPassword: '123456' },
      { token: rivalPlayer, headers: RIVAL },
    );
    expect([sent.status, sent.body.errorCode]).toEqual([403, 'permission.denied']);
    expect([balanceOf('agent01'), balanceOf('rplayer')]).toEqual(before);
  });
});

describe('invitation codes', () => {
  it('work only on their own merchant', async () => {
    const elsewhere = await callWps(h.api, WPS_CALLS.affiliateCheck, { code: 'RIVAL01' });
    expect(elsewhere.body.errorCode).toBe('invitation.code.invalid');
    const home = await callWps(h.api, WPS_CALLS.affiliateCheck, { code: 'RIVAL01' }, { headers: RIVAL });
    expect(home.body.value).toMatchObject({ agentName: 'ragent' });

    const registered = await callWps(h.api, WPS_CALLS.register, {
      username: 'crossjoin01',
      password: 'Cross12345',
      confirmPassword: 'Cross12345',
      affiliateCode: 'RIVAL01',
      ...(await solvedCaptcha(h)),
    });
    expect(registered.body.errorCode).toBe('invitation.code.invalid');
    expect(h.db.get("SELECT 1 AS x FROM member WHERE username = 'crossjoin01'")).toBeUndefined();
  });
});
