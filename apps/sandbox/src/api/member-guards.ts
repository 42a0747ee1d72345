import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { isAgent, isTrial } from '@wps-mobile/config';
import type { MemberRow } from '../db/queries/account/members';
import { ApiFailure } from './api-failure';

/**
 * Free-trial accounts may browse and play but not touch real money or the member's profile. These calls refuse
 * them as soon as the session is known, before the body is read (the feedback upload may be megabytes).
 */
export const TRIAL_REFUSED_CALLS: ReadonlySet<string> = new Set(
  [
    WPS_CALLS.setMemberIcon,
    WPS_CALLS.feedback,
    WPS_CALLS.withdraw,
    WPS_CALLS.transferToUpline,
    WPS_CALLS.manualTransfer,
    WPS_CALLS.alipay,
    WPS_CALLS.qqPay,
    WPS_CALLS.wechatPay,
    WPS_CALLS.paymentGateway,
    WPS_CALLS.acceptPromotion,
    WPS_CALLS.applyPromotion,
    WPS_CALLS.claimPromotion,
    WPS_CALLS.claimManualRebate,
    WPS_CALLS.referralLink,
    WPS_CALLS.redRainGrab,
    WPS_CALLS.setPaymentPassword,
    WPS_CALLS.resetPaymentPassword,
    WPS_CALLS.addBankCard,
    WPS_CALLS.setCustomerQuestion,
  ].map((call) => call.name),
);

/** Refuses a free-trial account on a call of `TRIAL_REFUSED_CALLS` (the call route runs it for every call). */
export function rejectTrial(member: MemberRow): void {
  if (isTrial(member.type))
    throw new ApiFailure(403, WPS_ERROR_CODES.trialRejected, WPS_ERROR_MESSAGES.trialRejected);
}

/** Agent calls answer only agents (member types of `@wps-mobile/config`). */
export function requireAgent(member: MemberRow): void {
  if (!isAgent(member.type))
    throw new ApiFailure(403, WPS_ERROR_CODES.permissionDenied, 'Non-agents cannot log in');
}

export function notFound(what: string): ApiFailure {
  return new ApiFailure(404, WPS_ERROR_CODES.notFound, `${what} does not exist.`);
}

export function invalidState(message: string): ApiFailure {
  return new ApiFailure(409, WPS_ERROR_CODES.invalidState, message);
}
