import { socialProviders, type Features } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';

interface Props {
  features: Features;
  firebaseEnabled: boolean;
  /** Told which provider was tapped. */
  onUnavailable: (provider: string) => void;
}

/**
 * Sign-up with Facebook or Google (firebase service plus the provider's flag). The firebase flow needs the
 * merchant's firebase project, which this build does not carry, so a tap says plainly that it is unavailable
 * instead of pretending to sign the member up.
 */
export function SocialSignUp({ features, firebaseEnabled, onUnavailable }: Props) {
  const { t } = useTranslation();
  const providers = socialProviders(features, firebaseEnabled);
  if (providers.length === 0) return null;
  return (
    <section className="register-social" aria-labelledby="register-social-title">
      <h2 id="register-social-title" className="register-social__title">
        {t('account.orContinueWith')}
      </h2>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          block
          onClick={() => onUnavailable(t(`account.${provider}`))}
        >
          {t(`account.${provider}`)}
        </Button>
      ))}
    </section>
  );
}
