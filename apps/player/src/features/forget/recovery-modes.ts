import type { Features } from '@wps-mobile/config';

export type RecoveryMode = 'phone' | 'email';

/**
 * Recovery by phone is offered when the merchant verifies mobile numbers by SMS code without a password (the
 * white-label flag MOBILEVERCODELOGIN3, the SMS-code login); then phone comes first and is the default.
 */
export function recoveryModes(features: Features): RecoveryMode[] {
  return features.smsCodeLogin ? ['phone', 'email'] : ['email'];
}
