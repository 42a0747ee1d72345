import type { RegisterSettings } from '@wps-mobile/api-client/contract';
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
  if (form.oldPassword.length < 6) errors.oldPassword = t(KEYS.passwordFormat);
  const newPassword = newPasswordError(form.newPassword, settings, () => t(KEYS.passwordFormat));
  if (newPassword) errors.newPassword = newPassword;
  if (form.confirmNewPassword === '') errors.confirmNewPassword = t(KEYS.enterPassword);
  else if (form.confirmNewPassword !== form.newPassword) errors.confirmNewPassword = t(KEYS.mismatch);
  return errors;
}
