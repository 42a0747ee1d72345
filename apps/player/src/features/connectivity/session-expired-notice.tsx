import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Toast, type ToastMessage } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '../../lib/session-events';

/** On any screen: 'The account has been logged out, please log in again', then the login page. */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(
    () =>
      onSessionExpired(() => {
        setToast({ id: Date.now(), type: 'fail', message: t('errors.loggedOut') });
        void navigate(routePath('login'), { replace: true });
      }),
    [navigate, t],
  );
  return <Toast toast={toast} onDismiss={() => setToast(null)} />;
}
