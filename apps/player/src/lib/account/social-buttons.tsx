import { useLoginMutation } from '@wps-mobile/api-client';
import { routePath, type FirebaseSignIn } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '@wps-mobile/app-shell';
import { prefetchFirebase, socialIdToken, type SocialProvider } from './firebase/firebase-sign-in';

interface Props {
  /** The providers to offer, in order (`socialProviders` of the config); none renders nothing. */
  providers: readonly SocialProvider[];
  /** The merchant's Firebase web app; the buttons show only with it. */
  firebase: FirebaseSignIn | undefined;
  /** Told what went wrong, in the user's language, so the screen shows it its own way. */
  onFailure: (message: string, provider: SocialProvider) => void;
}

/** Codes of a popup the player closed or replaced: nothing failed, so nothing is said. */
const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

function cancelled(error: unknown): boolean {
  return CANCELLED.has(String((error as { code?: unknown } | null)?.code));
}

/**
 * Facebook and Google buttons for login and registration (spec: type firebase). A tap opens the provider in
 * Firebase's popup, and the id token it gives signs in with the merchant: a first sign-in opens the account,
 * so the same buttons sign up and sign in. The Firebase SDK is fetched on the first tap, never before.
 */
export function SocialButtons({ providers, firebase, onFailure }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState<SocialProvider | undefined>();
  const shown = firebase !== undefined && providers.length > 0;
  useEffect(() => {
    if (shown) prefetchFirebase();
  }, [shown]);
  if (!firebase || !shown) return null;

  async function signIn(settings: FirebaseSignIn, provider: SocialProvider) {
    setBusy(provider);
    try {
      let idToken: string;
      try {
        idToken = await socialIdToken(settings, provider);
      } catch (error) {
        if (!cancelled(error)) onFailure(t('errors.serviceOutage'), provider);
        return;
      }
      try {
        const session = await login({
          type: 'firebase',
          firebaseChannel: provider,
          firebaseIdToken: idToken,
        }).unwrap();
        const mustChange = session.passwordExpired || session.firstTimeLogin;
        await navigate(mustChange ? routePath('changePsw') : routePath('home'), { replace: true });
      } catch (error) {
        onFailure(serverMessage(error, t), provider);
      }
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section className="account-social" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-social__heading">
        {t('account.orContinueWith')}
      </h2>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          block
          busy={busy === provider}
          disabled={busy !== undefined}
          onClick={() => void signIn(firebase, provider)}
        >
          {t(`account.${provider}`)}
        </Button>
      ))}
    </section>
  );
}
