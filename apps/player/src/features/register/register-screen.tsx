import { useRegisterSettingsQuery, useSystemCountryQuery, useWhitelabelQuery } from '@wps-mobile/api-client';
import {
  CONSTANTS,
  detectDevice,
  firebaseSignIn,
  readDeviceEnvironment,
  registrationTabs,
  routePath,
  selectFeatures,
  socialProviders,
} from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner, Tabs, Toast } from '@wps-mobile/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink, useRuntimeConfig } from '@wps-mobile/app-shell';
import { useScreenContext } from '../../lib/screens/screen-context';
import { SocialButtons } from '../../lib/account/social-buttons';
import { useToast } from '../../lib/screens/use-toast';
import { registrationDomain } from './register-payload';
import { RegisterForm } from './register-form';
import { registerFormFields, type RegisterMethod, type RegisterValues } from './register-rules';
import { invitationCodeFromUrl, useInvitation } from './use-invitation';
import { AccountBrand } from '../../lib/account/account-brand';
import '../../lib/screens/account-screen.css';
import './register.css';

/** Registration by username or mobile number, as the merchant's flags and registration config say. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const navigate = useNavigate();
  const runtimeConfig = useRuntimeConfig();
  const { responsibleGaming } = runtimeConfig;
  const firebase = firebaseSignIn(runtimeConfig);
  const { data: flags, isLoading: flagsLoading } = useWhitelabelQuery();
  const settings = useRegisterSettingsQuery();
  const { data: countries } = useSystemCountryQuery();
  const features = selectFeatures(flags);
  const { tabs, defaultTab } = registrationTabs(features);
  const [chosen, setChosen] = useState<RegisterMethod | undefined>();
  const method = chosen && tabs.includes(chosen) ? chosen : defaultTab;
  // One set of values for both tabs, so switching method keeps what both share (mobile, e-mail...).
  const [values, setValues] = useState<RegisterValues>({});
  const [registered, setRegistered] = useState(false);
  const toast = useToast();

  const { search } = useLocation();
  const page = useMemo(
    () => new URL(`${window.location.origin}${window.location.pathname}${search}`),
    [search],
  );
  const domain = registrationDomain(page);
  const invitation = useInvitation(invitationCodeFromUrl(page), domain);
  const launchMode = useMemo(() => detectDevice(readDeviceEnvironment()).launchMode, []);

  // The success message stays for its second, then home (the session is already stored).
  useEffect(() => {
    if (!registered) return undefined;
    const timer = window.setTimeout(
      () => void navigate(routePath('home'), { replace: true }),
      CONSTANTS.toast.successMs,
    );
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  function onRegistered() {
    toast.show({ type: 'success', message: t('messages.in_registered_successfully') });
    setRegistered(true);
  }

  let body;
  if (flagsLoading || settings.isLoading) body = <Spinner label={t('common.loading')} />;
  else if (!settings.data) body = <p role="alert">{t('errors.serviceOutage')}</p>;
  else if (!method) body = <p>{t('account.register.closed')}</p>;
  else {
    const plan = registerFormFields({
      settings: settings.data,
      method,
      features,
      invitationFromUrl: invitation.status !== 'invalid' && invitation.status !== 'none',
      minimumAge: responsibleGaming.enabled ? responsibleGaming.minimumAge : undefined,
    });
    const form = (
      <RegisterForm
        key={method}
        method={method}
        plan={plan}
        values={values}
        onValuesChange={setValues}
        context={{
          host: window.location.host,
          domain,
          launchMode,
          countryDialingCode: countries?.[0]?.countryDialingCode ?? '',
          ...(invitation.status === 'valid' ? { invitationCode: invitation.code } : {}),
        }}
        waiting={invitation.status === 'checking' || registered}
        toast={toast}
        firebase={firebase}
        onRegistered={onRegistered}
      />
    );
    body =
      tabs.length > 1 ? (
        <Tabs
          label={t('routes.register')}
          activeId={method}
          onChange={(id) => setChosen(id as RegisterMethod)}
          tabs={[
            { id: 'username', label: t('account.byUsername') },
            { id: 'mobile', label: t('account.byMobile') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      );
  }

  return (
    <section className="account-screen">
      <AccountBrand />
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {invitation.status === 'valid' && (
        <p className="register-invitation">{t('account.register.invitedBy', { code: invitation.code })}</p>
      )}
      {body}
      <SocialButtons
        providers={socialProviders(features, firebase !== undefined)}
        firebase={firebase}
        onFailure={(message) => toast.show({ type: 'fail', message })}
      />
      <nav className="account-links" aria-label={t('routes.register')}>
        <AppLink href={routePath('home')}>{t('account.backHome')}</AppLink>
        <span>
          {t('account.haveAccount')} <AppLink href={routePath('login')}>{t('account.loginNow')}</AppLink>
        </span>
      </nav>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
