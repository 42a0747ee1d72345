import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { useNavigate } from 'react-router';
import { readViewer } from '../../../lib/session/read-viewer';
import type { useToast } from '../../../lib/screens/use-toast';

/**
 * Runs a member-only step (apply, claim) for a member; a visitor goes to login first and a free trial account
 * is refused with free_reject for 2 s (spec section 6). The session is read at the tap.
 */
export function useMemberStep(toast: ReturnType<typeof useToast>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (step: () => void) => {
    const viewer = readViewer();
    if (viewer.kind === 'visitor') void navigate(routePath('login'));
    else if (viewer.kind === 'trial')
      toast.show({
        type: 'info',
        message: t('errors.realAccountNeeded'),
        durationMs: CONSTANTS.toast.messageMs,
      });
    else step();
  };
}
