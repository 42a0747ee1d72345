import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { WpsCall, WpsCallName } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { CALL_EXAMPLES } from '../testing/examples/call-examples';
import type { Caller, ExampleContext } from '../testing/examples/example-types';
import { callWps } from '../testing/wps-client';

// One database for the whole sweep (seeding is the slow part); examples are ordered so none spoils another.
let h: ApiHarness;
const tokens = new Map<string, string>();

async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  const account =
    caller === 'player'
      ? { username: 'player01', password: 'Player123' }
      : caller === 'agent'
        ? { username: 'agent01', password: 'Agent1234' }
        : caller;
  const key = account.username;
  if (!tokens.has(key)) {
    const login = await callWps(h.api, WPS_CALLS.login, account);
    tokens.set(key, login.body.value.token as string);
  }
  return tokens.get(key);
}

const context = (): ExampleContext => ({
  h,
  one: <T>(sql: string, params?: (string | number)[]) => {
    const row = h.db.get<T>(sql, params);
    if (!row) throw new Error(`example query found nothing: ${sql}`);
    return row;
  },
});

beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

const entries = Object.entries(WPS_CALLS) as [WpsCallName, WpsCall][];

describe('every contract call answers good input with a value its response schema accepts', () => {
  it.each(entries)('%s', async (name, call) => {
    const example = CALL_EXAMPLES[name];
    const token = await tokenOf(example.as ?? (call.auth === 'member' ? 'player' : 'visitor'));
    const input = example.prepare ? await example.prepare(context()) : (example.input ?? {});
    const { status, body } = await callWps(h.api, call, input, token ? { token } : {});
    expect({ status, errorCode: body.errorCode, message: body.message }).toEqual({
      status: 200,
      errorCode: undefined,
      message: undefined,
    });
    const parsed = call.response.safeParse(body.value);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('every contract call refuses bad input with a specific error code', () => {
  it.each(entries)('%s', async (name, call) => {
    const example = CALL_EXAMPLES[name];
    const token = await tokenOf(example.as ?? (call.auth === 'member' ? 'player' : 'visitor'));
    if (example.bad) {
      const { status, body } = await callWps(h.api, call, example.bad.input, token ? { token } : {});
      expect({ status, success: body.success, errorCode: body.errorCode }).toEqual({
        status: 400,
        success: false,
        errorCode: example.bad.code,
      });
      expect(body.message).toMatch(/\w/);
    }
    // Without a session a member call is a 401; any call for an unknown merchant is refused before it runs.
    const anonymous = await callWps(h.api, call, example.input ?? {}, {});
    if (call.auth === 'member')
      expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'login.not.session']);
    const stranger = await callWps(h.api, call, example.input ?? {}, { headers: { Merchant: 'nobody' } });
    expect(stranger.body.errorCode).toBe('merchant.unknown');
    if (call.input === 'json') {
      const broken = await callWps(h.api, call, {}, { rawBody: '{"amount": ', ...(token ? { token } : {}) });
      expect(broken.body.errorCode).toBe(
        call.auth === 'member' && !token ? 'login.not.session' : 'request.body.invalid',
      );
    }
  });

  it('never reported an unexpected error (a 500) during the sweep', () => {
    expect(h.reported).toEqual([]);
  });
});
