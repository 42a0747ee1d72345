import type { RegisterSettings } from '@wps-mobile/api-client/contract';
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

/**
 * Checks one login field: required, then the pattern of the registration config for that field; returns the
 * message to show under the field (translated by `t`) or undefined when it passes.
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
  // Login accepts any existing account, so only the length bounds matter beyond the config's own pattern.
  if (field === 'username') return /^\S{2,50}$/.test(trimmed) ? undefined : t(FALLBACK.username);
  if (field === 'password') return trimmed.length >= 6 ? undefined : t(FALLBACK.password);
  const rule = settings?.fields[field];
  if (!matchesRule(rule?.regExp, trimmed)) return rule?.message ?? t(FALLBACK[field]);
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
