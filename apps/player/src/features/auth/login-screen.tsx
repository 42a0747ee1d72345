import { useTrialUserQuery, useWhitelabelQuery } from '@wps-mobile/api-client';
import { firebaseSignIn, loginTabs, selectFeatures, socialProviders } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Spinner, Tabs, Toast } from '@wps-mobile/ui';
import { lazy, Suspense, useState } from 'react';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { passkeysOffered } from '../../lib/account/passkey-support';
import { useScreenContext } from '../../lib/screens/screen-context';
import { SocialButtons } from '../../lib/account/social-buttons';
import { LoginLinks } from './login-links';
import { SmsLoginForm } from './sms-login-form';
import { TestPlayButton } from './test-play-button';
import { UsernameLoginForm } from './username-login-form';
import { useToast } from '../../lib/screens/use-toast';
import { AccountBrand } from '../../lib/account/account-brand';
import '../../lib/screens/account-screen.css';

type Method = 'username' | 'sms';

// The passkey button and the WebAuthn code behind it load only where the merchant offers passkeys.
const PasskeyLoginButton = lazy(() => import('./passkey-login-button'));

/** Login by username and password, or by mobile number and SMS code when the merchant allows it. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const { data: flags, isLoading: flagsLoading } = useWhitelabelQuery();
  const config = useRuntimeConfig();
  const firebase = firebaseSignIn(config);
  // Whether the merchant offers a free trial decides if the test-play button stands above the links.
  const trialChecking = useTrialUserQuery().isLoading;
  const features = selectFeatures(flags);
  const tabs = loginTabs(features);
  const [method, setMethod] = useState<Method>('username');
  // Kept here so a switch of method does not drop the captcha a failed login asked for (it comes back new).
  const [captchaShown, setCaptchaShown] = useState(false);
  const active: Method = tabs.includes(method) ? method : 'username';
  const toast = useToast();
  const onFailure = (message: string | undefined) =>
    toast.show({ type: 'fail', ...(message ? { message } : {}) });

  // The form waits for the flags, so a tab bar arriving late never remounts it and loses what was typed. So do
  // the buttons and links under it: shown beside a spinner, they would jump down when the form arrives.
  if (flagsLoading || trialChecking)
    return (
      <section className="account-screen">
        <AccountBrand />
        {!titleShown && <h1 className="account-screen__title">{title}</h1>}
        <Spinner label={t('common.loading')} />
      </section>
    );
  const form =
    active === 'sms' ? (
      <SmsLoginForm onFailure={onFailure} showToast={toast.show} hideToast={toast.hide} firebase={firebase} />
    ) : (
      <UsernameLoginForm
        onFailure={onFailure}
        captchaShown={captchaShown}
        onCaptchaAsked={() => setCaptchaShown(true)}
      />
    );

  return (
    <section className="account-screen">
      <AccountBrand />
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {tabs.length > 1 ? (
        <Tabs
          label={t('routes.login')}
          activeId={active}
          onChange={(id) => setMethod(id as Method)}
          tabs={[
            { id: 'username', label: t('account.byUsername') },
            { id: 'sms', label: t('account.byMobile') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      {passkeysOffered(config) && (
        // Until its code arrives the same button stands there, inert, so nothing below it moves.
        <Suspense
          fallback={
            <Button type="button" variant="secondary" block disabled>
              {t('account.passkey.signIn')}
            </Button>
          }
        >
          <PasskeyLoginButton onFailure={onFailure} />
        </Suspense>
      )}
      <SocialButtons
        providers={socialProviders(features, firebase !== undefined)}
        firebase={firebase}
        onFailure={onFailure}
      />
      <TestPlayButton onFailure={onFailure} />
      <LoginLinks />
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
