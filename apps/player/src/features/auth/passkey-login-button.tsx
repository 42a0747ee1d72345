import { usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passkeyMessage, askForPasskey } from '../../lib/account/passkey-ceremony';
import { landingAfterLogin } from './use-login-submit';

interface Props {
  /** Told what went wrong, in the member's language (a closed prompt, a removed key, a failed call). */
  onFailure: (message: string) => void;
}

/**
 * One-tap sign-in with a passkey: the browser offers the keys it holds for this site, the server checks the
 * answer and opens the same session a password login does. Loaded lazily by the login screen.
 */
export default function PasskeyLoginButton({ onFailure }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [loginOptions] = usePasskeyLoginOptionsMutation();
  const [login] = usePasskeyLoginMutation();
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      const credential = await askForPasskey(await loginOptions().unwrap());
      const session = await login({ credential }).unwrap();
      await navigate(landingAfterLogin(session), { replace: true });
    } catch (error) {
      onFailure(passkeyMessage(error, t));
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="secondary" block busy={busy} onClick={() => void signIn()}>
      {t('account.passkey.signIn')}
    </Button>
  );
}
