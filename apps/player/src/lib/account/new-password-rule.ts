import type { RegisterSettings } from '@wps-mobile/api-client/contract';
import { matchesRule } from './matches-rule';

/**
 * Spec section 5: a new password (change password, set password by phone) is required and follows the
 * registration config's password rule. Gives the rule's own message, else `formatMessage`; undefined when valid.
 */
export function newPasswordError(
  value: string,
  settings: RegisterSettings | undefined,
  formatMessage: () => string,
): string | undefined {
  const rule = settings?.fields.password;
  if (value !== '' && matchesRule(rule?.regExp, value)) return undefined;
  return rule?.message ?? formatMessage();
}
