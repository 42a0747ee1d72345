import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { reloadPage } from './reload-page';

/**
 * Whether a screen failed because its code could not be fetched (the connection dropped, or a deployment
 * replaced the chunk) rather than while showing. Chromium and Firefox say 'dynamically imported module', Safari
 * 'Importing a module script failed'.
 */
export function isFailedChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported|module script failed/i.test(error.message);
}

/** A screen whose code failed to load: only a new page load brings it (a failed import stays failed). */
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

/**
 * The error boundary's page for a screen of either app that failed to load or to render. The error is logged;
 * a missing chunk is said as such, any other failure as an unknown error, and both offer a reload: a failed
 * import stays failed for the page's life, and a render that threw starts clean only on a new page load.
 */
export function RouteError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed', error);
  }, [error]);
  if (isFailedChunk(error)) return <ChunkFailed />;
  return (
    <StatusPage
      tone="error"
      title={t('errors.unknown')}
      body={t('errors.screenFailed')}
      action={{ label: t('app.retry'), onClick: reloadPage }}
    />
  );
}
