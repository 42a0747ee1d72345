import { isWpsError, WPS_ERROR_CODES } from '@wps-mobile/api-client';
import type { RegisterSettings } from '@wps-mobile/api-client/contract';
import { matchesRule } from '../../lib/account/matches-rule';
import { newPasswordError } from '../../lib/account/new-password-rule';

export interface PasswordForm {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

const KEYS = {
  passwordFormat: 'validation.passwordFormat',
  enterPassword: 'account.enterPassword',
  mismatch: 'messages.in_confirmation_correct',
} as const;
export type PasswordTranslate = (key: (typeof KEYS)[keyof typeof KEYS]) => string;

/** Spec section 5, change password: old by the login rule, new by the password rule, confirmation equal. */
export function checkPasswordForm(
  form: PasswordForm,
  settings: RegisterSettings | undefined,
  t: PasswordTranslate,
): PasswordErrors {
  const errors: PasswordErrors = {};
  // The old password by the server's login-password rule: it is the password the member logs in with.
  const oldRule = settings?.login?.loginPassword;
  if (form.oldPassword === '') errors.oldPassword = t(KEYS.passwordFormat);
  else if (!matchesRule(oldRule?.regExp, form.oldPassword))
    errors.oldPassword = oldRule?.message || t(KEYS.passwordFormat);
  const newPassword = newPasswordError(form.newPassword, settings, () => t(KEYS.passwordFormat));
  if (newPassword) errors.newPassword = newPassword;
  if (form.confirmNewPassword === '') errors.confirmNewPassword = t(KEYS.enterPassword);
  else if (form.confirmNewPassword !== form.newPassword) errors.confirmNewPassword = t(KEYS.mismatch);
  return errors;
}

const FIELD_OF_CODE: Readonly<Record<string, keyof PasswordForm>> = {
  [WPS_ERROR_CODES.passwordWrong]: 'oldPassword',
  // Too many wrong old passwords: every password check of the member is locked for a while.
  [WPS_ERROR_CODES.credentialLocked]: 'oldPassword',
  [WPS_ERROR_CODES.registerFieldInvalid]: 'newPassword',
  [WPS_ERROR_CODES.newPasswordSameAsOld]: 'newPassword',
};

/** The field a refused change is about, or undefined for a failure of no field (the network, say). */
export function failedField(error: unknown): keyof PasswordForm | undefined {
  return isWpsError(error) ? FIELD_OF_CODE[error.errorCode] : undefined;
}
