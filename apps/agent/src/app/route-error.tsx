import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { reloadPage } from '../lib/reload-page';

/** A screen whose code failed to load (the connection dropped, or a deployment replaced it): offers a reload. */
export function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="error"
      title={t('errors.pageLoadFailed')}
      body={t('errors.reloadHint')}
      action={{ label: t('errors.reloadPage'), onClick: reloadPage }}
    />
  );
}

/** The error boundary of the shell and of every agent route: a failure while showing a screen offers a reload. */
export function RouteError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Agent screen failed', error);
  }, [error]);
  return (
    <StatusPage
      tone="error"
      title={t('errors.unknown')}
      body={t('agent.screenFailed')}
      action={{ label: t('app.retry'), onClick: reloadPage }}
    />
  );
}
