import { useConnectivity, useSystemStatusQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Spinner } from '@wps-mobile/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { startupOutcome } from './startup-outcome';
import { MaintenancePage, RegionRestrictedPage, RestrictedIpPage, ServiceOutagePage } from './startup-pages';

/**
 * Asks the platform for its status once at start and shows the normal app only in mode 0. Once the app is
 * open, the status being asked again (an expired session resets every cached answer) never takes it away: the
 * screen, and the message that the session ended, stay.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatusQuery();
  const offline = useConnectivity() === 'offline';
  const outcome = startupOutcome(status.isFetching && status.error ? { isLoading: true } : status, offline);
  const { refetch } = status;
  const failed = status.isError;
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (outcome === 'normal') setOpened(true);
  }, [outcome]);
  // Opened offline: the status is asked again as soon as the connection is back.
  useEffect(() => {
    if (!failed) return undefined;
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, refetch]);
  switch (outcome === 'loading' && opened ? 'normal' : outcome) {
    case 'loading':
      return (
        <main className="app-startup">
          <Spinner label={t('common.loading')} />
        </main>
      );
    case 'maintenance':
      return <MaintenancePage />;
    case 'regionRestricted':
      return <RegionRestrictedPage />;
    case 'restrictedIp':
      return <RestrictedIpPage />;
    case 'outage':
      return <ServiceOutagePage onRetry={() => void status.refetch()} />;
    case 'offline':
    default:
      return children;
  }
}
