import type { LoginFieldRule, RegisterSettings } from '@wps-mobile/api-client/contract';
import { matchesRule } from '../../lib/account/matches-rule';

export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The message keys used when the server gives no rule for a field. */
const FALLBACK = {
  username: 'validation.accountFormat',
  password: 'validation.passwordFormat',
  mobileNum: 'validation.mobileRequired',
  verificationCode: 'validation.smsCodeRequired',
  captcha: 'messages.in_vwrite_code',
} as const satisfies Record<LoginField, string>;

/** The translate function, narrowed to the keys these rules use. */
export type RuleTranslate = (key: (typeof FALLBACK)[LoginField]) => string;

/** The server's rule for a login field (spec section 5: loginUsername, loginPassword, loginMobileNum). */
function ruleOf(field: LoginField, settings: RegisterSettings | undefined): LoginFieldRule | undefined {
  if (field === 'username') return settings?.login?.loginUsername;
  if (field === 'password') return settings?.login?.loginPassword;
  if (field === 'mobileNum') return settings?.login?.loginMobileNum ?? settings?.fields.mobileNum;
  if (field === 'verificationCode') return settings?.fields.verificationCode;
  return undefined;
}

/**
 * Checks one login field: required, then the server's rule for that field; returns the message to show under the
 * field (the rule's own, or `t`'s when the server gives none) or undefined when it passes. With no rule from the
 * server a filled field passes: the server checks it again.
 */
export function checkLoginField(
  field: LoginField,
  value: string,
  settings: RegisterSettings | undefined,
  t: RuleTranslate,
): string | undefined {
  const trimmed = value.trim();
  if (field === 'captcha') return /^\d{1,6}$/.test(trimmed) ? undefined : t(FALLBACK.captcha);
  if (trimmed === '') return t(FALLBACK[field]);
  const rule = ruleOf(field, settings);
  // A password is checked as typed: its spaces are part of it.
  const checked = field === 'password' ? value : trimmed;
  if (!matchesRule(rule?.regExp, checked)) return rule?.message || t(FALLBACK[field]);
  return undefined;
}

export function checkLoginFields(
  values: Partial<Record<LoginField, string>>,
  settings: RegisterSettings | undefined,
  t: RuleTranslate,
): LoginErrors {
  const errors: LoginErrors = {};
  for (const [field, value] of Object.entries(values) as [LoginField, string][]) {
    const message = checkLoginField(field, value, settings, t);
    if (message) errors[field] = message;
  }
  return errors;
}
