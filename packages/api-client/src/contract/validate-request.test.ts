import { describe, expect, it } from 'vitest';
import { WPS_CALLS } from './calls';
import { validateRequest } from './validate-request';

describe('validateRequest', () => {
  it('coerces query strings and applies the spec defaults', () => {
    const check = validateRequest(WPS_CALLS.gameList, { gameType: 'RNG', pageNo: '2', minBet: '0.05' });
    expect(check).toEqual({
      ok: true,
      params: expect.objectContaining({
        gameType: 'RNG',
        pageNo: 2,
        pageSize: 26,
        minBet: 0.05,
        clientType: 2,
      }),
    });
  });

  it.each([
    ['a missing field', WPS_CALLS.gameList, {}, 'parameter.missing', 'The field gameType is required.'],
    [
      'an unknown enum value',
      WPS_CALLS.gameList,
      { gameType: 'DICE' },
      'parameter.value.unknown',
      /gameType must be one of HOT, SPORTS/,
    ],
    [
      'a wrong type',
      WPS_CALLS.gameList,
      { gameType: 'RNG', pageNo: 'two' },
      'parameter.type.invalid',
      'The field pageNo has the wrong type.',
    ],
    [
      'a number out of range',
      WPS_CALLS.gameList,
      { gameType: 'RNG', pageSize: '1000' },
      'parameter.out.of.range',
      'The field pageSize must be at most 100.',
    ],
    [
      'an oversize string',
      WPS_CALLS.gameList,
      { gameType: 'RNG', gameName: 'x'.repeat(51) },
      'parameter.too.long',
      /at most 50 characters/,
    ],
    [
      'a bad format',
      WPS_CALLS.forgotPassword,
      { username: 'player01', email: 'nope' },
      'parameter.format.invalid',
      'The field email is not in the expected format.',
    ],
    [
      'a non-object body',
      WPS_CALLS.withdraw,
      'text',
      'parameter.type.invalid',
      'The field request has the wrong type.',
    ],
  ])('rejects %s with a specific code and message', (_case, call, input, errorCode, message) => {
    const check = validateRequest(call, input);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errorCode).toBe(errorCode);
    if (typeof message === 'string') expect(check.message).toBe(message);
    else expect(check.message).toMatch(message);
  });

  it('splits comma-separated types', () => {
    const check = validateRequest(WPS_CALLS.announcements, { types: 'B,PL,PU,H' });
    expect(check.ok && check.params.types).toEqual(['B', 'PL', 'PU', 'H']);
  });

  it('names an unknown value inside a comma-separated list as unknown, not missing', () => {
    const check = validateRequest(WPS_CALLS.announcements, { types: 'B,XX' });
    expect(check).toMatchObject({ ok: false, errorCode: 'parameter.value.unknown' });
  });

  it('refuses amounts with more than 2 decimals', () => {
    const check = validateRequest(WPS_CALLS.withdraw, {
      amount: 1.234,
      bankCardId: 1,
      paymentPassword: '123456',
    });
    expect(check).toMatchObject({ ok: false, errorCode: 'parameter.format.invalid' });
  });
});
