import type { LoginResponse } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../db';
import { resetFailedLogins } from '../../db/queries/account/account';
import type { MemberRow } from '../../db/queries/account/members';
import { startSession } from '../sessions';

/** Starts a session and answers the login response; failed-login count resets. */
export function loginAs(db: SandboxDatabase, member: MemberRow, now: number): LoginResponse {
  const token = startSession(db, member.id, now);
  resetFailedLogins(db, member.id);
  return {
    token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.first_time_login === 1,
    passwordExpired: member.password_expired === 1,
    merchantCode: member.merchant_code,
  };
}
