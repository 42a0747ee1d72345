import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { reloadPage } from '../lib/reload-page';

/**
 * A screen that failed to load (usually its lazy chunk: the connection dropped, or a deployment replaced it) or
 * to render. The error is logged, and the player is told so and offered a reload: a failed import stays failed
 * for the page's life, so only a new page load brings the screen (waiting for the connection cannot).
 */
export function RouteError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed to load', error);
  }, [error]);
  return (
    <StatusPage
      tone="error"
      title={t('errors.pageLoadFailed')}
      body={t('errors.reloadHint')}
      action={{ label: t('errors.reloadPage'), onClick: reloadPage }}
    />
  );
}
