import { useLogoutMutation } from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { readToken } from '@wps-mobile/session';
import { Button, ConfirmDialog, Toast, type ToastMessage } from '@wps-mobile/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AppLink } from '../../lib/app-link';
import { useScreenContext } from '../../lib/screen-context';
import './settings.css';

/** Settings: the change-password item and sign out (confirm, loading, logout call, full reload home). */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [logout, { isLoading }] = useLogoutMutation();
  const [hasSession] = useState(() => readToken() !== undefined);
  if (!hasSession) return <Navigate to="/m/home" replace />;

  async function signOut() {
    setConfirming(false);
    setToast({
      id: Date.now(),
      type: 'loading',
      message: t('messages.loggingOut'),
      durationMs: CONSTANTS.toast.logoutLoadingMs,
    });
    try {
      await logout().unwrap();
    } catch {
      // The device is cleared whatever the server answered: the member asked to leave.
    }
    window.location.assign('/m/home');
  }

  return (
    <section className="settings-screen">
      {!titleShown && <h1 className="settings-screen__title">{title}</h1>}
      <ul className="settings-screen__list">
        <li>
          <AppLink className="settings-screen__item" href="/m/changePsw">
            {t('account.changePasswordTitle')}
          </AppLink>
        </li>
      </ul>
      <Button type="button" variant="danger" block busy={isLoading} onClick={() => setConfirming(true)}>
        {t('account.signOut')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.signOut')}
        message={t('messages.logoutConfirm')}
        confirmLabel={t('account.signOut')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOut()}
      />
      <Toast toast={toast} onDismiss={() => setToast(null)} />
    </section>
  );
}
