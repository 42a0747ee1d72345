import { findRoute, type RouteId } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Toast } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';
import { accessTo, type Access } from './access-rules';
import { readViewer } from './read-viewer';
import { useFeatures } from './use-features';
import { useToast } from '../screens/use-toast';

/**
 * Navigation that applies the role rules first: a visitor heading for a member screen goes where the rules
 * say, a refused viewer stays and sees the rule's message. Render `notice` once where the hook is used.
 */
export function useGuardedNavigation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const features = useFeatures();
  const toast = useToast();

  function go(href: string) {
    const route = findRoute(new URL(href, window.location.origin).pathname);
    // The session is read at the tap, so a login or logout a moment ago counts.
    const access: Access = route ? accessTo(route.id as RouteId, readViewer(), features) : { kind: 'allow' };
    if (access.kind === 'redirect') void navigate(access.to);
    else if (access.kind === 'notice')
      toast.show({ type: 'info', message: t(access.messageKey), durationMs: access.durationMs });
    else void navigate(href);
  }

  return { go, notice: <Toast toast={toast.toast} onDismiss={toast.dismiss} /> };
}
