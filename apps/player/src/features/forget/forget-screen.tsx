import { useWhitelabelQuery } from '@wps-mobile/api-client';
import { routePath, selectFeatures } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner, Tabs, Toast } from '@wps-mobile/ui';
import { useState } from 'react';
import { AppLink } from '@wps-mobile/app-shell';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useSession } from '../../lib/session/use-session';
import { useToast } from '../../lib/screens/use-toast';
import { EmailRecoveryForm } from './email-recovery-form';
import { PhoneRecoveryForm } from './phone-recovery-form';
import { recoveryModes, type RecoveryMode } from './recovery-modes';
import '../../lib/screens/account-screen.css';
import './forget.css';

/**
 * Password recovery: by mobile number and SMS code (the default, when offered) or by username and e-mail. A
 * signed-in member has nothing to recover, so the form is hidden (spec section 4, forgot password).
 */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const signedIn = useSession() !== undefined;
  const { data: flags, isLoading: loading } = useWhitelabelQuery();
  const modes = recoveryModes(selectFeatures(flags));
  const [chosen, setChosen] = useState<RecoveryMode | undefined>();
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];
  const toast = useToast();

  // The form waits for the flags, so a tab bar arriving late never swaps the form under what was typed.
  const form = signedIn ? (
    <p>
      {t('account.forgotSignedIn')} <AppLink href={routePath('home')}>{t('account.backHome')}</AppLink>
    </p>
  ) : loading ? (
    <Spinner label={t('common.loading')} />
  ) : mode === 'phone' ? (
    <PhoneRecoveryForm showToast={toast.show} hideToast={toast.hide} />
  ) : (
    <EmailRecoveryForm showToast={toast.show} />
  );

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {modes.length > 1 && !signedIn ? (
        <Tabs
          label={t('routes.forget')}
          activeId={mode ?? 'email'}
          onChange={(id) => setChosen(id as RecoveryMode)}
          tabs={[
            { id: 'phone', label: t('account.byMobile') },
            { id: 'email', label: t('account.recoverByEmail') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
