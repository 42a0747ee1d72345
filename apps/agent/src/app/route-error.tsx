import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

// What browsers say when a lazily loaded chunk cannot be fetched (offline, or a deployment replaced it).
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

export const isChunkFailure = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * The error boundary of every agent route: a screen whose code failed to load offers to load it again (a new
 * page load, since the browser keeps a failed import failed), any other failure says so and offers the same.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Agent screen failed', error);
  }, [error]);
  return (
    <StatusPage
      tone="error"
      title={isChunkFailure(error) ? t('errors.pageLoadFailed') : t('errors.unknown')}
      body={t('agent.screenFailed')}
      action={{ label: t('app.retry'), onClick: () => window.location.reload() }}
    />
  );
}
