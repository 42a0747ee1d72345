import { isWpsError, useLoginMutation } from '@wps-mobile/api-client';
import type { LoginPayload, LoginResponse } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { forgetLogin, rememberLogin, setAutoLogin, type LoginMethod } from '@wps-mobile/session';
import { useNavigate } from 'react-router';
import { serverMessage } from '@wps-mobile/app-shell';
import { holdPassword } from '../../lib/account/held-password';

export interface LoginOutcome {
  readonly ok: boolean;
  /** The server asked for a captcha with this failure. */
  readonly captcha?: boolean;
  readonly message?: string;
}

function asksForCaptcha(error: unknown): boolean {
  if (!isWpsError(error)) return false;
  const value = error.value as { captcha?: unknown } | undefined;
  return value?.captcha === true || error.errorCode === 'captcha.invalid';
}

/** Where a new session goes: the password change first when the server asks for one, else home. */
export const landingAfterLogin = (session: Pick<LoginResponse, 'firstTimeLogin' | 'passwordExpired'>) =>
  session.passwordExpired || session.firstTimeLogin ? routePath('changePsw') : routePath('home');

/** Logs in, keeps or forgets the remembered credentials of the method, then leaves for home (or changePsw). */
export function useLoginSubmit() {
  const { t } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();

  async function submit(
    method: LoginMethod,
    payload: LoginPayload,
    remember: boolean,
  ): Promise<LoginOutcome> {
    try {
      const session = await login(payload).unwrap();
      const username = (method === 'sms' ? payload.mobileNum : payload.username) ?? '';
      try {
        // `autoLogin` records the member's "Remember me" (logout stores it as 0).
        setAutoLogin(remember);
        if (remember) {
          await rememberLogin({
            type: method,
            username,
            ...(method === 'username' && payload.password ? { password: payload.password } : {}),
          });
        } else forgetLogin(method);
      } catch {
        // Remembering is a convenience: without IndexedDB the login itself still counts.
      }
      // The change that follows takes the password just typed from memory rather than asking for it again.
      if ((session.passwordExpired || session.firstTimeLogin) && payload.password)
        holdPassword(session.userName, payload.password);
      await navigate(landingAfterLogin(session), { replace: true });
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        captcha: asksForCaptcha(error),
        // In the member's language where the code is known (a lost connection or timeout included).
        ...(isWpsError(error) ? { message: serverMessage(error, t) } : {}),
      };
    }
  }

  return { submit, isLoading };
}
