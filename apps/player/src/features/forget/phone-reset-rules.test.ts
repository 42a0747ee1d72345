import type { RegisterSettings } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { checkMobile, checkPhoneReset, type PhoneResetTranslate } from './phone-reset-rules';

const t: PhoneResetTranslate = (key, args) => (args ? `${key}:${args.join(',')}` : key);
const rule = (regExp: string, message: string) => ({ enabled: true, required: false, regExp, message });
const settings = {
  captchaEnabled: false,
  fields: {
    mobileNum: rule('^9\\d{9}$', 'The mobile num is not valid'),
    verificationCode: rule('^\\d{4,6}$', 'Verification code error'),
    password: rule('^(?=.*[A-Za-z])(?=.*\\d).{8,20}$', 'Password format is incorrect'),
  },
} as unknown as RegisterSettings;

const good = { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'Fresh1234' };

describe('set password by phone rules', () => {
  it('passes a complete, valid form', () => {
    expect(checkPhoneReset(good, settings, 10, t)).toEqual({});
  });

  it('asks for a mobile number of the minimum length, then checks its pattern', () => {
    expect(checkMobile('', settings, 10, t)).toBe('validation.mobileMinLength:10');
    expect(checkMobile('917123', settings, 10, t)).toBe('validation.mobileMinLength:10');
    expect(checkMobile('91712345ab', settings, 10, t)).toBe('validation.mobileMinLength:10');
    expect(checkMobile('8171234567', settings, 10, t)).toBe('The mobile num is not valid');
    expect(checkMobile(' 9171234567 ', settings, 10, t)).toBeUndefined();
  });

  it('requires the SMS code and checks it by the shared rule', () => {
    expect(checkPhoneReset({ ...good, verificationCode: '' }, settings, 10, t)).toEqual({
      verificationCode: 'validation.smsCodeRequired',
    });
    expect(checkPhoneReset({ ...good, verificationCode: '12' }, settings, 10, t)).toEqual({
      verificationCode: 'Verification code error',
    });
  });

  it('checks the new password by the registration password rule', () => {
    for (const newPassword of ['', 'short1', 'lettersonly'])
      expect(checkPhoneReset({ ...good, newPassword }, settings, 10, t)).toEqual({
        newPassword: 'Password format is incorrect',
      });
  });

  it('falls back to the label table when the rules have not arrived', () => {
    const errors = checkPhoneReset(
      { mobileNum: '1234567890', verificationCode: '', newPassword: '' },
      undefined,
      10,
      t,
    );
    expect(errors).toEqual({
      verificationCode: 'validation.smsCodeRequired',
      newPassword: 'validation.passwordFormat',
    });
  });
});
