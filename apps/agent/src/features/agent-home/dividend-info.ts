import { isDividendInfoExempt, readSession } from '@wps-mobile/session';

/**
 * Whether the signed-in agent's dividend information is asked for at all (spec section 6: member types 4, 40,
 * 41 and 42 are exempt from the dividend-info load; without it they get no dividend entry either).
 */
export function loadsDividendInfo(): boolean {
  const type = readSession()?.type;
  return type === undefined || !isDividendInfoExempt(type);
}
