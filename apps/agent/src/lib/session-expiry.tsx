import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Toast, type ToastMessage } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';

const MESSAGE_MS = 2000;
let expired = false;
const listeners = new Set<() => void>();

/** Called by the api client once when the server says the session is gone (it has already cleared it). */
export function notifySessionExpired(): void {
  expired = true;
  for (const listener of listeners) listener();
}

/** Tells the agent the session is over for 2 s, then goes to the player's login page (a full page load). */
export function SessionExpiredNotice({ goToLogin = () => window.location.assign(routePath('login')) }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => {
    const show = () => setToast({ id: Date.now(), type: 'fail', message: t('errors.loggedOut') });
    listeners.add(show);
    if (expired) show();
    return () => void listeners.delete(show);
  }, [t]);
  return (
    <Toast
      toast={toast ? { ...toast, durationMs: MESSAGE_MS } : null}
      onDismiss={() => {
        setToast(null);
        goToLogin();
      }}
    />
  );
}
