import { useWhitelabelQuery } from '@wps-mobile/api-client';
import { selectFeatures, socialProviders } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';

/**
 * Facebook and Google sign-in, each only when its white-label flag is on (FACEBOOKLOGIN3, GOOGLELOGIN3). Both go
 * through firebase, which this build cannot reach, so a tap says the service is unavailable rather than
 * pretending to sign in.
 */
export function SocialLogin({ onUnavailable }: { onUnavailable: (message: string) => void }) {
  const { t } = useTranslation();
  const { data: flags } = useWhitelabelQuery();
  // The login screen offers them by flag alone (spec section 2, Login); firebase is the only way they work.
  const providers = socialProviders(selectFeatures(flags), true);
  if (providers.length === 0) return null;
  return (
    <div className="account-social" role="group" aria-labelledby="account-social-heading">
      <p id="account-social-heading" className="account-social__heading">
        {t('account.orContinueWith')}
      </p>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          block
          onClick={() => onUnavailable(t('errors.serviceOutage'))}
        >
          {t(`account.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
