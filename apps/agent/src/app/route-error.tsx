import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

// Trying again is a new page load: the browser keeps a failed import failed for the page's life.
const reload = () => window.location.reload();

/** A screen whose code failed to load: says so and offers to load it again. */
export function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="error"
      title={t('errors.pageLoadFailed')}
      body={t('errors.noInternet')}
      action={{ label: t('app.retry'), onClick: reload }}
    />
  );
}

/** The error boundary of every agent route: a failure while showing a screen says so and offers a retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Agent screen failed', error);
  }, [error]);
  return (
    <StatusPage
      tone="error"
      title={t('errors.unknown')}
      body={t('agent.screenFailed')}
      action={{ label: t('app.retry'), onClick: reload }}
    />
  );
}
