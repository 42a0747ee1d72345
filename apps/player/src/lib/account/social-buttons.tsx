import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useId } from 'react';

export type SocialProvider = 'facebook' | 'google';

interface Props {
  /** The providers to offer, in order (`socialProviders` of the config); none renders nothing. */
  providers: readonly SocialProvider[];
  /** Told which provider was tapped, so the screen can say it is unavailable in its own words. */
  onUnavailable: (provider: SocialProvider) => void;
}

/**
 * Facebook and Google buttons for login and registration. Both go through firebase, which needs the merchant's
 * firebase project that this build does not carry, so a tap never pretends to sign in: the screen says why.
 */
export function SocialButtons({ providers, onUnavailable }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  if (providers.length === 0) return null;
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
          onClick={() => onUnavailable(provider)}
        >
          {t(`account.${provider}`)}
        </Button>
      ))}
    </section>
  );
}
