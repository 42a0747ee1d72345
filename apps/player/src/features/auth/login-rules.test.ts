import type { RegisterSettings } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { checkLoginField, checkLoginFields } from './login-rules';

const t = (key: string) => `t:${key}`;

const settings = (login: RegisterSettings['login']): RegisterSettings => ({
  captchaEnabled: false,
  fields: {} as RegisterSettings['fields'],
  login,
});

describe('login rules', () => {
  it("checks the username and password with the server's loginUsername and loginPassword rules", () => {
    const strict = settings({
      loginUsername: { regExp: '^[a-z]{3}$', message: 'three small letters' },
      loginPassword: { regExp: '^\\d{4}$', message: 'four digits' },
    });
    expect(checkLoginField('username', 'abcd', strict, t)).toBe('three small letters');
    expect(checkLoginField('username', 'abc', strict, t)).toBeUndefined();
    expect(checkLoginField('password', 'Player123', strict, t)).toBe('four digits');
    expect(checkLoginField('password', '1234', strict, t)).toBeUndefined();
    // A rule the app would once have refused by its own fixed bounds passes when the server allows it.
    const loose = settings({
      loginUsername: { regExp: '^.+$', message: 'x' },
      loginPassword: { regExp: '^.+$', message: 'x' },
    });
    expect(checkLoginFields({ username: 'a', password: '12' }, loose, t)).toEqual({});
  });

  it('asks for an empty field in the language of the labels, and lets a filled one through with no rule', () => {
    expect(checkLoginFields({ username: ' ', password: '' }, settings(undefined), t)).toEqual({
      username: 't:validation.accountFormat',
      password: 't:validation.passwordFormat',
    });
    expect(checkLoginFields({ username: 'a', password: '1' }, settings(undefined), t)).toEqual({});
  });

  it('checks the mobile number with loginMobileNum', () => {
    const rules = settings({ loginMobileNum: { regExp: '^9\\d{9}$', message: 'bad number' } });
    expect(checkLoginField('mobileNum', '12345', rules, t)).toBe('bad number');
    expect(checkLoginField('mobileNum', '9171234567', rules, t)).toBeUndefined();
  });
});
