import { CONSTANTS } from './constants';

// The member-type rules of spec section 6, written once: the apps (through `@wps-mobile/session`, which
// re-exports them), the api-client and the sandbox all ask these.

const { agentExcluded, contractExempt, uplineTransferExcluded, freeAccount } = CONSTANTS.memberTypes;

const includes = (list: readonly number[], type: number) => list.includes(type);

/** Agents are members whose type is not 0, 4 or 40. */
export function isAgent(type: number): boolean {
  return !includes(agentExcluded, type);
}

/** Free-trial accounts (type 4). */
export function isTrial(type: number): boolean {
  return type === freeAccount;
}

/** Types 4, 40, 41 and 42 are never asked to sign contracts. */
export function isContractExempt(type: number): boolean {
  return includes(contractExempt, type);
}

/** The dividend-info load skips the same types as the contract check. */
export function isDividendInfoExempt(type: number): boolean {
  return includes(contractExempt, type);
}

/** Transfer to upline: the merchant flag is on, the member has an upline to transfer to, and the type is not 2. */
export function mayTransferToUpline(type: number, flagEnabled: boolean, toUpline: boolean): boolean {
  return flagEnabled && toUpline && !includes(uplineTransferExcluded, type);
}

/** Message key and duration of the spec's free-account rejection (Members page, member-only functions). */
export const FREE_ACCOUNT_REJECTION = { messageKey: 'free_reject', durationMs: 2000 } as const;

/**
 * Whether a member of this type is turned away from the Members page and member-only functions: free-trial
 * accounts are ("Please login an actual account to use this function").
 */
export function isFreeAccountRejected(type: number): boolean {
  return type === freeAccount;
}
