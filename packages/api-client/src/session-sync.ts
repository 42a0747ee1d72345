import {
  clearOnLogout,
  replaceRememberedPassword,
  writeSession,
  writeTrialSession,
} from '@wps-mobile/session';
import type { LoginResponse } from './contract';
import { clientContext } from './client-context';

/** After a login or registration: the session the rest of the app reads (MC_SESSION_INFO). */
export function storeMemberSession(login: LoginResponse): void {
  writeSession({
    token: login.token,
    merchantCode: login.merchantCode,
    userName: login.userName,
    type: login.customerType,
    firstTimeLogin: login.firstTimeLogin,
  });
}

/** After a free-play login: only the token and the trial merchant code, the trial name apart. */
export function storeTrialSession(login: LoginResponse): void {
  writeTrialSession({ token: login.token, merchantCode: login.merchantCode, trialName: login.userName });
}

/** Logout's local clearing; an app (or a test) may supply its own through `configureClient`. */
export async function clearLocalSession(): Promise<void> {
  const custom = clientContext().clearOnLogout;
  await (custom ? custom() : clearOnLogout());
}

/** After a password change: the remembered password (if any) follows; failing here must not fail the change. */
export async function followPasswordChange(newPassword: string): Promise<void> {
  try {
    await replaceRememberedPassword(newPassword);
  } catch {
    // No IndexedDB (private mode, old browser): the member simply types the new password next time.
  }
}
