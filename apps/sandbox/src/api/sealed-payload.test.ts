import { SEAL_WINDOW_MS, WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { WpsCall } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import { callWps, loginToken, sealFor } from '../testing/wps-client';
import type { SealedWire } from '../testing/wps-client';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

const PLAYER = { type: 'username', username: 'player01', password: 'Player123' };
/** Sends a captured sealed request as it was, on `call` (the one it was sealed for unless told otherwise). */
const resend = (call: WpsCall, wire: SealedWire, token?: string) =>
  callWps(h.api, call, {}, { rawBody: wire.body, headers: wire.headers, ...(token ? { token } : {}) });

describe('sealed requests', () => {
  it('a captured login sent again is refused and signs no one in', async () => {
    const captured = await sealFor(h.api, WPS_CALLS.login, PLAYER);
    const first = await resend(WPS_CALLS.login, captured);
    expect(first.body.success).toBe(true);
    const replay = await resend(WPS_CALLS.login, captured);
    expect(replay).toMatchObject({
      status: 400,
      body: { success: false, errorCode: WPS_ERROR_CODES.encryptionReplayed },
    });
    expect(replay.body.value?.token).toBeUndefined();
    // The member's own session is untouched by the replay: a login ends any older session, this one did not.
    const info = await callWps(h.api, WPS_CALLS.memberInfo, {}, { token: first.body.value.token as string });
    expect(info.body.success).toBe(true);
  });

  it('a body sealed more than the window ago is refused as expired, one inside it goes through', async () => {
    const old = await sealFor(h.api, WPS_CALLS.login, PLAYER);
    const recent = await sealFor(h.api, WPS_CALLS.login, PLAYER);
    h.advance(SEAL_WINDOW_MS - 1000);
    expect((await resend(WPS_CALLS.login, recent)).body.success).toBe(true);
    h.advance(2000);
    expect((await resend(WPS_CALLS.login, old)).body.errorCode).toBe(WPS_ERROR_CODES.encryptionExpired);
  });

  it('a body opens only on the method and path it was sealed for', async () => {
    const token = await loginToken(h.api);
    const change = { oldPassword: 'Player123', newPassword: 'Player456', confirmNewPassword: 'Player456' };
    const sealedForChange = await sealFor(h.api, WPS_CALLS.changePassword, change);
    // The same bytes on another call that takes the same fields: not even decrypted.
    const moved = await resend(WPS_CALLS.setPasswordByPhone, sealedForChange, token);
    expect(moved.body.errorCode).toBe(WPS_ERROR_CODES.encryptionInvalid);
    const login = await sealFor(h.api, { method: 'PUT', path: WPS_CALLS.login.path }, PLAYER);
    expect((await resend(WPS_CALLS.login, login)).body.errorCode).toBe(WPS_ERROR_CODES.encryptionInvalid);
    // The refusals spent nothing: the body still works once where it belongs.
    expect((await resend(WPS_CALLS.changePassword, sealedForChange, token)).body.success).toBe(true);
  });

  it('refuses a password in plain JSON on every call that carries one', async () => {
    const token = await loginToken(h.api, 'agent01', 'Agent1234');
    const sealedCalls = Object.values(WPS_CALLS).filter((call) => call.input === 'encrypted');
    expect(sealedCalls.map((call) => call.name)).toEqual(
      expect.arrayContaining(['withdraw', 'setPaymentPassword', 'createDownline', 'transferDownline']),
    );
    for (const call of sealedCalls) {
      const plain = JSON.stringify({
        password: 'Player123',
        paymentPassword: '123456',
        newPassword: '654321',
      });
      const res = await callWps(
        h.api,
        call,
        {},
        { rawBody: plain, token, headers: { 'Content-Type': 'application/json' } },
      );
      expect({ call: call.name, code: res.body.errorCode }).toEqual({
        call: call.name,
        code: WPS_ERROR_CODES.encryptionInvalid,
      });
    }
  });
});
