import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { isAgent, isTrial } from '@wps-mobile/config';
import type { MemberRow } from '../db/queries/account/members';
import { ApiFailure } from './api-failure';

/** Free-trial accounts may browse and play but not touch real money or the member's profile. */
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
