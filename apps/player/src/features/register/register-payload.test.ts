import { registrationPayloadSchema } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { buildRegistrationPayload, registrationDomain, type PayloadContext } from './register-payload';
import type { FieldPlan } from './register-rules';

const plan = (...names: FieldPlan['name'][]): FieldPlan[] => names.map((name) => ({ name, required: true }));
const context: PayloadContext = {
  host: 'm.luckypeso.example:8443',
  domain: 'm.luckypeso.example',
  launchMode: 'PWA',
  countryDialingCode: '63',
  captchaId: 'cap-1',
};

describe('buildRegistrationPayload', () => {
  it('sends every field of spec section 3, empty strings for what the form did not fill', () => {
    const payload = buildRegistrationPayload(
      plan('username', 'password', 'confirmPassword', 'email', 'captcha'),
      { username: ' newmember1 ', password: ' Secret123', confirmPassword: ' Secret123', captcha: '12' },
      context,
    );
    expect(payload).toEqual({
      countryDialingCode: '',
      registerUrl: 'm.luckypeso.example:8443',
      registerMethod: 'PWA',
      username: 'newmember1',
      password: ' Secret123',
      confirmPassword: ' Secret123',
      affiliateCode: '',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      captcha: '12',
      captchaId: 'cap-1',
      type: 0,
      domain: 'm.luckypeso.example',
      verificationCode: '',
    });
    expect(registrationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends only the fields the form showed, and the dialling code with a mobile number', () => {
    const payload = buildRegistrationPayload(
      plan('mobileNum', 'verificationCode'),
      {
        username: 'typed-on-the-other-tab',
        mobileNum: '9171112222',
        verificationCode: '123456',
        captcha: '3',
      },
      context,
    );
    expect(payload).toMatchObject({
      username: '',
      mobileNum: '9171112222',
      countryDialingCode: '63',
      verificationCode: '123456',
      captcha: '',
      captchaId: '',
    });
  });

  it('takes the typed invitation code first, else the valid one of the URL', () => {
    const withUrl = { ...context, invitationCode: 'AGENT01' };
    expect(buildRegistrationPayload(plan('username'), {}, withUrl).affiliateCode).toBe('AGENT01');
    expect(
      buildRegistrationPayload(plan('username', 'affiliateCode'), { affiliateCode: 'TYPED1' }, withUrl)
        .affiliateCode,
    ).toBe('TYPED1');
  });
});

describe('registrationDomain', () => {
  it("is the URL's domain parameter, else the page host name", () => {
    expect(registrationDomain(new URL('https://m.example.com/m/register?domain=agent.example.com'))).toBe(
      'agent.example.com',
    );
    expect(registrationDomain(new URL('https://m.example.com:8443/m/register?code=AB12'))).toBe(
      'm.example.com',
    );
  });
});
