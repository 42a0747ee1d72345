import type { RegistrationPayload } from '@wps-mobile/api-client/contract';
import { CONSTANTS, type LaunchMode } from '@wps-mobile/config';
import { fieldValue, type FieldPlan, type FormField, type RegisterValues } from './register-rules';

/** What the payload takes from the page rather than from the form. */
export interface PayloadContext {
  /** The host of the page (registerUrl). */
  readonly host: string;
  /** The domain the member registers on (see `registrationDomain`). */
  readonly domain: string;
  /** How the page runs: APP, H5, PWA or WEBCLIP. */
  readonly launchMode: LaunchMode;
  /** The merchant country's dialling code, sent with a mobile number. */
  readonly countryDialingCode: string;
  /** A valid invitation code from the URL; a code typed into the form wins over it. */
  readonly invitationCode?: string;
  /** The id of the captcha the form shows, when it shows one. */
  readonly captchaId?: string;
}

/** The page's domain: a `domain` parameter of the URL (an agent's link may carry it), else the page host. */
export function registrationDomain(url: URL): string {
  return url.searchParams.get('domain')?.trim() || url.hostname;
}

/** The registration payload of spec section 3: every field present, '' for whatever the form did not fill. */
export function buildRegistrationPayload(
  plan: readonly FieldPlan[],
  values: RegisterValues,
  context: PayloadContext,
): RegistrationPayload {
  const shown = new Set(plan.map((field) => field.name));
  const value = (name: FormField) => (shown.has(name) ? fieldValue(name, values) : '');
  const mobileNum = value('mobileNum');
  return {
    countryDialingCode: mobileNum ? context.countryDialingCode : '',
    registerUrl: context.host,
    registerMethod: context.launchMode,
    username: value('username'),
    password: value('password'),
    confirmPassword: value('confirmPassword'),
    affiliateCode: value('affiliateCode') || context.invitationCode || '',
    paymentPassword: value('paymentPassword'),
    recommenderId: value('recommenderId'),
    nickname: value('nickname'),
    payeeName: value('payeeName'),
    email: value('email'),
    mobileNum,
    idNumber: value('idNumber'),
    qqNum: value('qqNum'),
    facebook: value('facebook'),
    wechat: value('wechat'),
    line: value('line'),
    whatsapp: value('whatsapp'),
    zalo: value('zalo'),
    captcha: value('captcha'),
    captchaId: shown.has('captcha') ? (context.captchaId ?? '') : '',
    type: CONSTANTS.memberTypes.player,
    domain: context.domain,
    verificationCode: value('verificationCode'),
  };
}
