import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { routePath, selectFeatures, type RouteId } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner, Toast } from '@wps-mobile/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { accessTo, type Access } from '../lib/session/access-rules';
import { readViewer } from '../lib/session/read-viewer';

/** A refused viewer who opened the address directly: the rule's message for its time, then home. */
function Refused({ access }: { access: Extract<Access, { kind: 'notice' }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [toast] = useState(() => ({ id: 1, type: 'info' as const, message: t(access.messageKey) }));
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(routePath('home'), { replace: true }),
      access.durationMs,
    );
    return () => window.clearTimeout(timer);
  }, [access.durationMs, navigate]);
  return <Toast toast={{ ...toast, durationMs: access.durationMs }} onDismiss={() => undefined} />;
}

/** Wraps a member screen in the role rules of spec section 6, for visits by address as well as by link. */
export function guardedScreen(route: RouteId, Screen: ComponentType): ComponentType {
  return function GuardedScreen() {
    const { t } = useTranslation();
    const { data, isLoading } = useConsolidatedSettingsQuery();
    // Read once: a screen never changes role under the player mid-way.
    const [viewer] = useState(readViewer);
    if (isLoading) return <Spinner label={t('common.loading')} />;
    const access = accessTo(route, viewer, selectFeatures(data?.whitelabel));
    if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
    if (access.kind === 'notice') return <Refused access={access} />;
    return <Screen />;
  };
}
