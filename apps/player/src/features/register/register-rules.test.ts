import { REGISTER_FIELDS, type RegisterSettings } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { checkRegisterField, checkRegisterForm, registerFormFields, type PlanInput } from './register-rules';

const rule = (enabled: boolean, required: boolean, regExp: string, message: string) => ({
  enabled,
  required,
  regExp,
  message,
});
const off = rule(false, false, '', '');

/** A config with only the fields the tests name switched on. */
function settings(fields: Partial<RegisterSettings['fields']>, captchaEnabled = true): RegisterSettings {
  const all = Object.fromEntries(
    REGISTER_FIELDS.map((name) => [name, fields[name] ?? off]),
  ) as RegisterSettings['fields'];
  return { captchaEnabled, fields: all };
}

const CONFIG = settings({
  username: rule(true, true, '^[a-z][a-z0-9]{5,15}$', 'Account format is incorrect'),
  password: rule(true, true, '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$', 'Password format is incorrect'),
  mobileNum: rule(true, false, '^9\\d{9}$', 'The mobile num is not valid'),
  verificationCode: rule(true, false, '^\\d{4,6}$', 'Verification code error'),
  email: rule(true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'E-mail format is incorrect'),
  payeeName: rule(true, true, "^[A-Za-z][A-Za-z .'-]{1,49}$", 'Name format is not valid'),
  affiliateCode: rule(true, false, '^[A-Za-z0-9]{4,16}$', 'Invalid invitation code'),
});

const features = { smsVerificationOnUsernameRegister: false, passwordOnMobileRegister: true };
const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  settings: CONFIG,
  method: 'username',
  features,
  invitationFromUrl: false,
  ...overrides,
});
const names = (overrides: Partial<PlanInput> = {}) => registerFormFields(input(overrides)).map((f) => f.name);
const t = (key: string) => `label:${key}`;

describe('registerFormFields', () => {
  it('shows the enabled fields in config order, the confirmation after the password and the captcha last', () => {
    expect(names()).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'payeeName',
      'affiliateCode',
      'captcha',
    ]);
    const plan = registerFormFields(input());
    expect(plan.find((f) => f.name === 'payeeName')?.required).toBe(true);
    expect(plan.find((f) => f.name === 'email')?.required).toBe(false);
  });

  it('asks for the SMS code on username registration only with REGMOBVERF3, and then needs the mobile', () => {
    const plan = registerFormFields(
      input({ features: { ...features, smsVerificationOnUsernameRegister: true } }),
    );
    expect(plan.map((f) => f.name)).toContain('verificationCode');
    expect(plan.find((f) => f.name === 'mobileNum')?.required).toBe(true);
  });

  it('mobile registration: mobile and code first and required, no username, the captcha when on, password per MOBILENUMPASSREG3', () => {
    const mobile = registerFormFields(input({ method: 'mobile' }));
    expect(mobile.map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'payeeName',
      'affiliateCode',
      'captcha',
    ]);
    expect(mobile.filter((f) => f.required).map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
      'captcha',
    ]);
    expect(names({ method: 'mobile', settings: { ...CONFIG, captchaEnabled: false } })).not.toContain(
      'captcha',
    );
    expect(
      names({ method: 'mobile', features: { ...features, passwordOnMobileRegister: false } }),
    ).not.toContain('password');
  });

  it('leaves out the invitation input when the URL brought a valid code, and the captcha when it is off', () => {
    expect(names({ invitationFromUrl: true })).not.toContain('affiliateCode');
    expect(names({ settings: { ...CONFIG, captchaEnabled: false } })).not.toContain('captcha');
  });
});

describe('checkRegisterField', () => {
  const plan = registerFormFields(input());
  const field = (name: string) => plan.find((f) => f.name === name)!;

  it("checks each field against its rule and answers with the rule's message", () => {
    expect(checkRegisterField(field('username'), { username: 'Ab' }, t)).toBe('Account format is incorrect');
    expect(checkRegisterField(field('username'), { username: ' newmember1 ' }, t)).toBeUndefined();
    expect(checkRegisterField(field('password'), { password: 'short1' }, t)).toBe(
      'Password format is incorrect',
    );
    expect(checkRegisterField(field('email'), { email: 'x@' }, t)).toBe('E-mail format is incorrect');
    expect(checkRegisterField(field('mobileNum'), { mobileNum: '12345' }, t)).toBe(
      'The mobile num is not valid',
    );
  });

  it('lets an empty field pass unless it is required', () => {
    expect(checkRegisterField(field('email'), {}, t)).toBeUndefined();
    expect(checkRegisterField(field('payeeName'), { payeeName: '  ' }, t)).toBe('Name format is not valid');
  });

  it('needs the confirmation, equal to the password', () => {
    expect(checkRegisterField(field('confirmPassword'), { password: 'Secret123' }, t)).toBe(
      'label:messages.in_incorrect_password',
    );
    expect(
      checkRegisterField(
        field('confirmPassword'),
        { password: 'Secret123', confirmPassword: 'Secret124' },
        t,
      ),
    ).toBe('label:messages.in_confirmation_correct');
    expect(
      checkRegisterField(
        field('confirmPassword'),
        { password: 'Secret123', confirmPassword: 'Secret123' },
        t,
      ),
    ).toBeUndefined();
  });

  it('wants the captcha as 1 to 6 digits', () => {
    expect(checkRegisterField(field('captcha'), {}, t)).toBe('label:messages.in_vwrite_code');
    expect(checkRegisterField(field('captcha'), { captcha: '1234567' }, t)).toBe(
      'label:messages.in_vwrite_code',
    );
    expect(checkRegisterField(field('captcha'), { captcha: '12' }, t)).toBeUndefined();
  });

  it('falls back to generic messages when a forced field has no rule in the config', () => {
    const bare = registerFormFields(input({ settings: settings({}) }));
    expect(
      checkRegisterField(
        bare.find((f) => f.name === 'username')!,
        {},
        t,
      ),
    ).toBe('label:validation.fieldRequired');
  });
});

describe('checkRegisterForm', () => {
  it('lists the messages in form order, so the first is the field to focus', () => {
    const errors = checkRegisterForm(registerFormFields(input()), { email: 'bad', password: 'Secret123' }, t);
    expect(Object.keys(errors)).toEqual(['username', 'confirmPassword', 'email', 'payeeName', 'captcha']);
  });
});

describe('the age gate', () => {
  const today = new Date(2026, 10, 25);
  const ageT = (key: string, options?: { age: number }) => `${key}:${options?.age ?? ''}`;

  it('asks for the date of birth before the captcha, only when the merchant has the gate on', () => {
    expect(names({ minimumAge: 21 }).slice(-2)).toEqual(['birthday', 'captcha']);
    expect(names({ method: 'mobile', minimumAge: 18 }).slice(-2)).toEqual(['birthday', 'captcha']);
    expect(names()).not.toContain('birthday');
  });

  it('refuses the under-age in the words of the message, naming the age, and passes the old enough', () => {
    const birthday = registerFormFields(input({ minimumAge: 21 })).find((f) => f.name === 'birthday')!;
    expect(birthday.required).toBe(true);
    expect(checkRegisterField(birthday, { birthday: '2007-01-10' }, ageT, today)).toBe(
      'responsible.underAge:21',
    );
    expect(checkRegisterField(birthday, { birthday: '2004-01-10' }, ageT, today)).toBeUndefined();
    expect(checkRegisterField(birthday, {}, ageT, today)).toBe('responsible.birthdayRequired:21');
    expect(checkRegisterField(birthday, { birthday: '2030-01-01' }, ageT, today)).toBe(
      'responsible.birthdayInvalid:21',
    );
  });
});
