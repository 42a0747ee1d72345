import { WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { verifyPassword } from '../auth/password-hash';
import type { MemberRow } from '../db/queries/account/members';
import { ApiFailure } from './api-failure';
import type { SandboxState } from './sandbox-state';

/** Wrong credentials in a row, across every check below, after which a member's checks are locked. */
export const CREDENTIAL_MAX_FAILURES = 5;
/** How long the lock lasts; the right password is refused too until it ends. */
export const CREDENTIAL_LOCK_MINUTES = 15;

/**
 * Every credential a signed-in member types (the login password to change it or to reset the payment password,
 * the payment password to change it, bind a card, withdraw or transfer) is checked here, against one failure
 * counter per member. Without it a session could guess the 6-digit payment password in a few minutes.
 * Routes call these functions only, whatever way the credential reached them.
 */
export function checkLoginPassword(state: SandboxState, member: MemberRow, password: string): Promise<void> {
  return checkCredential(state, member.id, password, member.password_hash, () => {
    throw new ApiFailure(400, WPS_ERROR_CODES.passwordWrong, 'Password format is incorrect');
  });
}

/** The 6-digit payment password money leaving the balance needs (and changing it, binding a card). */
export function checkPaymentPassword(
  state: SandboxState,
  member: MemberRow,
  password: string,
): Promise<void> {
  if (!member.payment_password_hash)
    throw new ApiFailure(400, WPS_ERROR_CODES.paymentPasswordMissing, 'Please set a payment password first.');
  return checkCredential(state, member.id, password, member.payment_password_hash, () => {
    throw new ApiFailure(400, WPS_ERROR_CODES.paymentPasswordWrong, 'The payment password is incorrect.');
  });
}

/** The member's lock as a refusal: the code, a message and the whole minutes left (at least 1). */
function locked(lockedUntil: number, now: number): ApiFailure {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
  return new ApiFailure(
    429,
    WPS_ERROR_CODES.credentialLocked,
    WPS_ERROR_MESSAGES.credentialLocked.replace('{minutes}', String(minutes)),
    { lockedMinutes: minutes },
  );
}

// Checks of one member run one after another: guesses sent all at once would otherwise all be checked before the
// first failure was counted.
const queues = new WeakMap<SandboxState, Map<number, Promise<unknown>>>();

function oneAtATime<T>(state: SandboxState, memberId: number, task: () => Promise<T>): Promise<T> {
  let queue = queues.get(state);
  if (!queue) queues.set(state, (queue = new Map()));
  const run = (queue.get(memberId) ?? Promise.resolve()).then(task);
  const settled = run.catch(() => undefined);
  queue.set(memberId, settled);
  void settled.then(() => {
    if (queue.get(memberId) === settled) queue.delete(memberId);
  });
  return run;
}

function checkCredential(
  state: SandboxState,
  memberId: number,
  password: string,
  stored: string,
  wrong: () => never,
): Promise<void> {
  return oneAtATime(state, memberId, async () => {
    const before = state.credentialFailures.get(memberId);
    if (before && before.lockedUntil > state.now()) throw locked(before.lockedUntil, state.now());
    // A lock that has run out starts a new run of tries.
    const failures = before && before.lockedUntil === 0 ? before.count : 0;
    if (await verifyPassword(password, stored)) {
      state.credentialFailures.delete(memberId);
      return;
    }
    const now = state.now();
    const count = failures + 1;
    const lockedUntil = count >= CREDENTIAL_MAX_FAILURES ? now + CREDENTIAL_LOCK_MINUTES * 60_000 : 0;
    state.credentialFailures.set(memberId, { count, lastAt: now, lockedUntil });
    if (lockedUntil) throw locked(lockedUntil, now);
    wrong();
  });
}
