import { randomBytes } from 'node:crypto';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { Merchant, SandboxDatabase } from '../db';
import { memberById, setLastLogin } from '../db/queries/account/members';
import {
  deleteSession,
  endLiveSessions,
  insertSession,
  memberIdsSeenSince,
  sessionByToken,
  touchSession,
} from '../db/queries/account/sessions';
import { trialMerchantOf } from '../db/queries/site/merchants';
import type { MemberRow } from '../db/queries/account/members';
import { ApiFailure } from './api-failure';
import type { SandboxState } from './sandbox-state';

/** Starts a session; a newer login ends every older live token of the member with `duplicateLogin`. */
export function startSession(db: SandboxDatabase, memberId: number, now: number): string {
  const token = randomBytes(24).toString('base64url');
  endLiveSessions(db, memberId, 'duplicateLogin');
  insertSession(db, token, memberId, now);
  setLastLogin(db, memberId, now);
  return token;
}

export function endSession(db: SandboxDatabase, token: string): void {
  deleteSession(db, token);
}

/** Ends a member's live sessions for a reason (a password change or reset), all or all but one token. */
export function endMemberSessions(
  db: SandboxDatabase,
  memberId: number,
  reason: string,
  exceptToken = '',
): void {
  endLiveSessions(db, memberId, reason, exceptToken);
}

/**
 * A token is good only with the merchant it was issued for: the member's own, or for a free-trial member the
 * trial merchant of the site named by the `Merchant` header.
 */
function issuedFor(db: SandboxDatabase, member: MemberRow, merchant: Merchant): boolean {
  return (
    member.merchant_code === merchant.code || member.merchant_code === trialMerchantOf(db, merchant.siteCode)
  );
}

/**
 * The member of a live token sent with `merchant`'s header, touching its idle timer; an unknown, ended or idle
 * token, one older than the absolute lifetime, or one issued for another merchant, is a 401.
 */
export function memberOfToken(
  db: SandboxDatabase,
  state: SandboxState,
  token: string | undefined,
  merchant: Merchant,
): MemberRow {
  const session = token ? sessionByToken(db, token) : undefined;
  if (!session) throw new ApiFailure(401, WPS_ERROR_CODES.notLoggedIn, WPS_ERROR_MESSAGES.loggedOut);
  if (session.ended === 'duplicateLogin')
    throw new ApiFailure(401, WPS_ERROR_CODES.duplicateLogin, WPS_ERROR_MESSAGES.duplicateLogin);
  const now = state.now();
  const idle = now - session.last_seen > state.sessionIdleMs;
  const tooOld = now - session.created_at > state.sessionMaxMs;
  if (session.ended !== null || idle || tooOld) {
    endSession(db, token ?? '');
    throw new ApiFailure(401, WPS_ERROR_CODES.notLoggedIn, WPS_ERROR_MESSAGES.loggedOut);
  }
  const member = memberById(db, session.member_id);
  if (!member || member.active !== 1 || !issuedFor(db, member, merchant))
    throw new ApiFailure(401, WPS_ERROR_CODES.notLoggedIn, WPS_ERROR_MESSAGES.loggedOut);
  touchSession(db, token ?? '', now);
  return member;
}

/** Members currently online: a live session seen within the idle window and not past its absolute lifetime. */
export function onlineMemberIds(db: SandboxDatabase, state: SandboxState): Set<number> {
  const now = state.now();
  return new Set(memberIdsSeenSince(db, now - state.sessionIdleMs, now - state.sessionMaxMs));
}
