import { useTranslation } from '@wps-mobile/i18n';
import { Spinner } from '@wps-mobile/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * A screen that failed to load (usually its lazy chunk on a bad connection). The spec asks for a logged error and
 * a loading placeholder rather than a crash; the message says what is happening, and the screen loads again once
 * the connection is back.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed to load', error);
    // The browser keeps a failed chunk import failed for the page's life, so trying again means a new page load:
    // done as soon as the connection comes back.
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [error]);
  return (
    <div className="app-route-error">
      <Spinner label={t('app.screenLoadFailed')} />
      <p>{t('app.screenLoadFailed')}</p>
    </div>
  );
}
