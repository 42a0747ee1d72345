import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlsRequested } from '../api/create-api';
import { createApiHarness, CONTROLS_HEADERS } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps } from '../testing/wps-client';
import type { WpsTestBody } from '../testing/wps-client';

const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

/** A control call as it arrives through @hono/node-server: the socket's address in the bindings. */
async function control(path: string, body?: unknown, remoteAddress = '127.0.0.1') {
  const init: RequestInit =
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...CONTROLS_HEADERS },
          body: JSON.stringify(body),
        };
  if (body === undefined) init.headers = CONTROLS_HEADERS;
  const res = await h.api.request(`/__sandbox${path}`, init, { incoming: { socket: { remoteAddress } } });
  return {
    status: res.status,
    body: (await res.json()) as WpsTestBody,
  };
}

const login = async (username = 'player01', password = 'Player123') =>
  (await callWps(h.api, WPS_CALLS.login, { username, password })).body.value.token as string;

describe('sandbox dev controls', () => {
  it('answer only on loopback, whatever the headers claim', async () => {
    expect((await control('/status', { maintenance: true }, '10.1.2.3')).status).toBe(403);
    const noSocket = await h.api.request('/__sandbox/status', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '127.0.0.1', 'Content-Type': 'application/json', ...CONTROLS_HEADERS },
      body: '{"maintenance":true}',
    });
    expect(noSocket.status).toBe(403);
    expect((await callWps(h.api, WPS_CALLS.systemStatus)).body.value.maintenance).toBe(false);
    expect((await control('/status', { maintenance: false }, '::ffff:127.0.0.1')).status).toBe(200);
  });

  it('need the controls secret even from loopback with a loopback Host, as a proxy here forwards anyone', async () => {
    const asProxied = (headers: Record<string, string>) =>
      h.api.request(
        'http://localhost:8080/__sandbox/status',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: '{"maintenance":true}',
        },
        LOOPBACK,
      );
    expect((await asProxied({})).status).toBe(403);
    expect((await asProxied({ 'X-Sandbox-Secret': 'guessed' })).status).toBe(403);
    expect((await asProxied({ Cookie: 'wps_sandbox_secret=guessed' })).status).toBe(403);
    expect((await callWps(h.api, WPS_CALLS.systemStatus)).body.value.maintenance).toBe(false);
    expect((await control('/status', { maintenance: false })).status).toBe(200);
  });

  it('switch flags, templates, maintenance and region restriction that the API then reports', async () => {
    await control('/whitelabel', { flag: 'DIRECTREG3', enabled: false });
    expect((await callWps(h.api, WPS_CALLS.whitelabel)).body.value.DIRECTREG3).toBe(false);
    await control('/template', { mem_cen: '0' });
    expect((await callWps(h.api, WPS_CALLS.templateSettings)).body.value).toEqual({
      mem_cen: '0',
      dep_func: '1',
    });
    await control('/status', { maintenance: true, regionRestriction: true });
    expect((await callWps(h.api, WPS_CALLS.systemStatus)).body.value).toMatchObject({
      maintenance: true,
      regionRestriction: true,
    });
    await control('/status', { maintenance: false, regionRestriction: false });
  });

  it('set a member type and balance, the balance through a ledger line', async () => {
    const set = await control('/member', { username: 'player02', type: 1, balance: 777.25 });
    expect(set.body.value).toEqual({ username: 'player02', type: 1, balance: 777.25 });
    const sums = h.db.get<{ sum: number; balance: number }>(
      "SELECT (SELECT SUM(amount_cents) FROM ledger WHERE member_id = m.id) AS sum, balance_cents AS balance FROM member m WHERE username = 'player02'",
    );
    expect(sums).toEqual({ sum: 77725, balance: 77725 });
  });

  it('read the last SMS code of a number', async () => {
    await callWps(h.api, WPS_CALLS.smsNoLogin, { mobileNum: '9175550000' });
    const read = await control('/sms?mobile=9175550000');
    expect(read.body.value.code).toBe(h.state.sms.get('9175550000')?.code);
    expect((await control('/sms?mobile=9170000000')).body.errorCode).toBe('record.not.found');
  });

  it('add an announcement and a help topic with the given HTML', async () => {
    await control('/announcement', {
      types: 'PL',
      title: 'Control notice',
      content: '<p>Hi <b>there</b></p>',
    });
    const notices = (await callWps(h.api, WPS_CALLS.announcements, { types: 'PL' })).body.value.notices;
    expect(notices[0]).toMatchObject({ title: 'Control notice', content: '<p>Hi <b>there</b></p>' });
    await control('/help', { title: 'Control help', content: '<ul><li>one</li></ul>' });
    const help = (await callWps(h.api, WPS_CALLS.helpCenter)).body.value as { title: string }[];
    expect(help.at(-1)).toMatchObject({ title: 'Control help', content: '<ul><li>one</li></ul>' });
    expect((await control('/announcement', { types: 'ZZ', title: 't', content: 'c' })).body.errorCode).toBe(
      'parameter.format.invalid',
    );
  });

  it('expire a token: the next call is a 401', async () => {
    const token = await login('down03');
    expect((await callWps(h.api, WPS_CALLS.memberInfo, {}, { token })).status).toBe(200);
    await control('/expire-token', { token });
    const after = await callWps(h.api, WPS_CALLS.memberInfo, {}, { token });
    expect([after.status, after.body.errorCode]).toEqual([401, 'login.not.session']);
  });

  it('re-seed: changes are gone and the seed accounts work again', async () => {
    await control('/member', { username: 'player01', balance: 1 });
    expect((await control('/reseed', {})).body.value).toBe(true);
    const token = await login();
    expect((await callWps(h.api, WPS_CALLS.wallet, {}, { token })).body.value.sumBalance).toBe(1250.5);
  });

  it('take the backend down: every call and picture answers 503 until the switch is off, the controls still answer', async () => {
    expect((await control('/outage', { on: true })).body.value).toEqual({ on: true });
    try {
      const status = await h.api.request('/wps/system/status', { headers: { Merchant: 'DEMO' } });
      expect(status.status).toBe(503);
      expect(await status.text()).toBe('Service Unavailable');
      expect((await h.api.request('/wps/img/banner/1.webp')).status).toBe(503);
      const login = await h.api.request(WPS_CALLS.login.path, {
        method: 'POST',
        headers: { Merchant: 'DEMO' },
      });
      expect(login.status).toBe(503);
    } finally {
      expect((await control('/outage', { on: false })).body.value).toEqual({ on: false });
    }
    expect((await callWps(h.api, WPS_CALLS.systemStatus)).status).toBe(200);
    // A re-seed brings the backend back up too.
    await control('/outage', {});
    await control('/reseed', {});
    expect((await callWps(h.api, WPS_CALLS.systemStatus)).status).toBe(200);
  });

  it('refuse a broken body with the envelope', async () => {
    const res = await h.api.request(
      '/__sandbox/member',
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...CONTROLS_HEADERS }, body: '{' },
      LOOPBACK,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.body.invalid' });
  });

  it('accept only application/json: a form post or text/plain is a 415 and changes nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await h.api.request(
        '/__sandbox/status',
        {
          method: 'POST',
          headers: { ...(type ? { 'Content-Type': type } : {}), ...CONTROLS_HEADERS },
          body: '{"maintenance":true}',
        },
        LOOPBACK,
      );
      expect(res.status).toBe(415);
    }
    expect((await callWps(h.api, WPS_CALLS.systemStatus)).body.value.maintenance).toBe(false);
    const withCharset = await h.api.request(
      '/__sandbox/status',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', ...CONTROLS_HEADERS },
        body: '{"maintenance":false}',
      },
      LOOPBACK,
    );
    expect(withCharset.status).toBe(200);
  });

  it('answer only to a loopback Host name, so a rebound foreign name is refused', async () => {
    const at = (host: string) =>
      h.api.request(
        `http://${host}/__sandbox/sms?mobile=9171234567`,
        { headers: CONTROLS_HEADERS },
        LOOPBACK,
      );
    expect((await at('evil.example')).status).toBe(403);
    expect((await at('127.0.0.1.evil.example')).status).toBe(403);
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'app.localhost'])
      expect((await at(host)).status).not.toBe(403);
  });

  it('refuse a body over 64 KB with 413 before reading it whole', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}",`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        // A body that never ends: only counting while streaming can refuse it.
        controller.enqueue(chunk);
      },
    });
    const res = await h.api.request(
      '/__sandbox/help',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...CONTROLS_HEADERS },
        body: endless,
        duplex: 'half',
      } as RequestInit,
      LOOPBACK,
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    const declared = await h.api.request(
      '/__sandbox/help',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(65 * 1024),
          ...CONTROLS_HEADERS,
        },
        body: '{}',
      },
      LOOPBACK,
    );
    expect(declared.status).toBe(413);
  });
});

describe('without WPS_SANDBOX_CONTROLS=1', () => {
  it('the controls are not mounted: every control path answers 404, even on loopback', async () => {
    const plain = await createApiHarness({ controls: false });
    try {
      for (const [path, init] of [
        ['/__sandbox/sms?mobile=9171234567', {}],
        ['/__sandbox/session', { method: 'POST', body: '{"username":"player01"}' }],
        ['/__sandbox/reseed', { method: 'POST', body: '{}' }],
      ] as const) {
        const res = await plain.api.request(
          path,
          { ...init, headers: { 'Content-Type': 'application/json' } },
          LOOPBACK,
        );
        expect(res.status).toBe(404);
      }
    } finally {
      plain.db.close();
    }
  });

  it('is read from the environment', () => {
    expect(controlsRequested({ WPS_SANDBOX_CONTROLS: '1' })).toBe(true);
    expect(controlsRequested({})).toBe(false);
    expect(controlsRequested({ WPS_SANDBOX_CONTROLS: '0' })).toBe(false);
  });
});
