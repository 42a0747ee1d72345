import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Toast } from '@wps-mobile/ui';
import { useDispatch, useSelector } from 'react-redux';
import { useGoToPath } from '../links/app-link';
import { sessionExpirySlice, type SessionExpiryRoot } from './session-expiry-slice';

/**
 * The same in both apps, on any screen: 'The account has been logged out, please log in again' for the toast's
 * message time, then the login page (through the router in the player's build, a page load from the agent's).
 * The message is read before the page moves, so an agent leaving the build still sees it.
 */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const goToPath = useGoToPath();
  const expired = useSelector((state: SessionExpiryRoot) => state.sessionExpiry.expired);
  const toast = expired
    ? {
        id: 'session-expired',
        type: 'fail' as const,
        message: t('errors.loggedOut'),
        durationMs: CONSTANTS.toast.messageMs,
      }
    : null;
  return (
    <Toast
      toast={toast}
      onDismiss={() => {
        dispatch(sessionExpirySlice.actions.loginReached());
        goToPath(routePath('login'), { replace: true });
      }}
    />
  );
}
