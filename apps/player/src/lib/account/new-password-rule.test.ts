import type { RegisterSettings } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { newPasswordError } from './new-password-rule';

const withRule = {
  captchaEnabled: false,
  fields: {
    password: { enabled: true, required: true, regExp: '^(?=.*\\d).{8,}$', message: 'Needs 8 with a digit' },
  },
} as unknown as RegisterSettings;
const format = () => 'validation.passwordFormat';

describe('newPasswordError', () => {
  it('requires a value, even without a rule', () => {
    expect(newPasswordError('', undefined, format)).toBe('validation.passwordFormat');
    expect(newPasswordError('anything', undefined, format)).toBeUndefined();
  });

  it("checks the registration config's password rule and gives its message", () => {
    expect(newPasswordError('short1', withRule, format)).toBe('Needs 8 with a digit');
    expect(newPasswordError('', withRule, format)).toBe('Needs 8 with a digit');
    expect(newPasswordError('Fresh1234', withRule, format)).toBeUndefined();
  });
});
