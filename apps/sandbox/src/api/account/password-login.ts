import type { Context } from 'hono';
import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { LoginResponse } from '@wps-mobile/api-client/contract';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from '../../auth/password-hash';
import type { Merchant, SandboxDatabase } from '../../db';
import {
  memberById,
  memberByUsername,
  memberByVerifiedMobile,
  updatePasswordHash,
} from '../../db/queries/account/members';
import { ApiFailure } from '../api-failure';
import { clientAddress, spendRate } from '../rate-limiter';
import type { SandboxState } from '../sandbox-state';
import { consumeCaptcha } from './captcha';
import { loginAs } from './login-response';

export const CAPTCHA_AFTER_FAILURES = 3;

/** A hash no password matches, checked for unknown names so a miss costs as long as a wrong password. */
const UNKNOWN_MEMBER_HASH = unmatchableHash();

/**
 * Counts a login attempt for an account: per address and account, per account, per address. Every call that
 * tells whether an account exists (password recovery, the SMS codes for registration and reset) spends it too,
 * before looking the account up.
 */
export function spendLoginRate(c: Context, state: SandboxState, account: string): void {
  const ip = clientAddress(c);
  spendRate(state, 'loginPerIp', ip);
  spendRate(state, 'loginPerAccount', account);
  spendRate(state, 'loginPerIpAndAccount', `${ip}|${account}`);
}

export interface PasswordLogin {
  readonly username: string;
  readonly password: string;
  readonly captchaId?: string | undefined;
  readonly captcha?: string | undefined;
}

/** A login by name (or bound mobile number) and password; from the third failure on, a captcha is needed. */
export async function passwordLogin(
  c: Context,
  db: SandboxDatabase,
  state: SandboxState,
  merchant: Merchant,
  input: PasswordLogin,
  now: number,
): Promise<LoginResponse> {
  const username = input.username.toLowerCase();
  spendLoginRate(c, state, username);
  const failures = state.loginFailures.get(username)?.count ?? 0;
  if (failures >= CAPTCHA_AFTER_FAILURES)
    consumeCaptcha(state, input.captchaId, input.captcha, { captcha: true });
  // The platform also takes the bound mobile number in place of the username (login after a reset by phone), if
  // the number was proven by SMS: anyone could have typed it at registration.
  const member =
    memberByUsername(db, merchant.code, username) ??
    (/^\d+$/.test(username) ? memberByVerifiedMobile(db, merchant.code, username) : undefined);
  // Always one scrypt check, so the answer's timing does not tell whether the name exists.
  const matches = await verifyPassword(input.password, member?.password_hash ?? UNKNOWN_MEMBER_HASH);
  if (!member || member.active !== 1 || !matches) {
    state.loginFailures.set(username, { count: failures + 1, lastAt: state.now() });
    const captcha = failures + 1 >= CAPTCHA_AFTER_FAILURES;
    throw new ApiFailure(
      400,
      WPS_ERROR_CODES.loginFailed,
      WPS_ERROR_MESSAGES.loginFailed,
      captcha ? { captcha } : undefined,
    );
  }
  state.loginFailures.delete(username);
  // A hash of an older, cheaper cost is replaced while the password is at hand.
  if (needsRehash(member.password_hash))
    updatePasswordHash(db, member.id, member.password_hash, await hashPassword(input.password));
  // Re-read: the password check awaited, and the row may have changed meanwhile.
  return loginAs(db, memberById(db, member.id) ?? member, now);
}
