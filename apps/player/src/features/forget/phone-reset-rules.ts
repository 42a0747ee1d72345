import type { RegisterSettings } from '@wps-mobile/api-client/contract';
import { matchesRule } from '../../lib/account/matches-rule';
import { newPasswordError } from '../../lib/account/new-password-rule';

export interface PhoneResetForm {
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}
export type PhoneResetField = keyof PhoneResetForm;
export type PhoneResetErrors = Partial<Record<PhoneResetField, string>>;

const KEYS = {
  mobileMinLength: 'validation.mobileMinLength',
  mobileInvalid: 'validation.mobileInvalid',
  codeRequired: 'validation.smsCodeRequired',
  codeInvalid: 'errors.verificationCode',
  passwordFormat: 'validation.passwordFormat',
} as const;

/** The translate function, narrowed to the keys these rules use; `args` fill the `{0}` placeholders. */
export type PhoneResetTranslate = (key: (typeof KEYS)[keyof typeof KEYS], args?: readonly number[]) => string;

/** Spec section 5, set password by phone: the registration config's rules shared with registration. */
export function checkPhoneReset(
  form: PhoneResetForm,
  settings: RegisterSettings | undefined,
  minMobileLength: number,
  t: PhoneResetTranslate,
): PhoneResetErrors {
  const errors: PhoneResetErrors = {};
  const fields = settings?.fields;
  const mobile = form.mobileNum.trim();
  // Required, and the required message names the merchant country's minimum length.
  if (mobile.length < minMobileLength || !/^\d+$/.test(mobile))
    errors.mobileNum = t(KEYS.mobileMinLength, [minMobileLength]);
  else if (!matchesRule(fields?.mobileNum?.regExp, mobile))
    errors.mobileNum = fields?.mobileNum?.message ?? t(KEYS.mobileInvalid);
  const code = form.verificationCode.trim();
  if (code === '') errors.verificationCode = t(KEYS.codeRequired);
  else if (!matchesRule(fields?.verificationCode?.regExp, code))
    errors.verificationCode = fields?.verificationCode?.message ?? t(KEYS.codeInvalid);
  const newPassword = newPasswordError(form.newPassword, settings, () => t(KEYS.passwordFormat));
  if (newPassword) errors.newPassword = newPassword;
  return errors;
}

/** Only the mobile number's check, run before an SMS code is sent. */
export function checkMobile(
  mobileNum: string,
  settings: RegisterSettings | undefined,
  minMobileLength: number,
  t: PhoneResetTranslate,
): string | undefined {
  const form = { mobileNum, verificationCode: '', newPassword: '' };
  return checkPhoneReset(form, settings, minMobileLength, t).mobileNum;
}
