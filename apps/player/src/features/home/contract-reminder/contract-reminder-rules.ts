import type { ContractReminder } from '@wps-mobile/api-client/contract';
import type { RouteId } from '@wps-mobile/config';
import { isContractExempt } from '@wps-mobile/session';

/** The contract a reminder asks for, named after the agent route that signs it. */
export type PendingContract = Extract<RouteId, 'salaryContract' | 'dividendContract' | 'hourContract'>;

// The order the reminder asks in: daily salary, then dividend, then hourly salary (one alert per home load).
const FIELDS: readonly (readonly [keyof ContractReminder, PendingContract])[] = [
  ['dailysalreqtype', 'salaryContract'],
  ['divtypecompperiodreq', 'dividendContract'],
  ['contracthoursalreq', 'hourContract'],
];

/**
 * Which contract the home reminder asks the member to sign: none for contract-exempt types (4, 40, 41, 42) or
 * when every request field is empty; otherwise the first non-empty one.
 */
export function pendingContract(
  memberType: number,
  reply: ContractReminder | undefined,
): PendingContract | undefined {
  if (!reply || isContractExempt(memberType)) return undefined;
  return FIELDS.find(([field]) => reply[field].trim() !== '')?.[1];
}
