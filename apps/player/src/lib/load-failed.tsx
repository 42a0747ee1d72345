import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { serverMessage } from './server-message';
import './content-screen.css';

interface LoadFailedProps {
  /** The failure of the read, turned into a message in the player's language. */
  error: unknown;
  /** Asks again (RTK Query's `refetch`). */
  onRetry: () => unknown;
}

/** What a screen shows instead of data it could not read: why, and a button to try again. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className="content-screen__failed" role="alert">
      <p>{t('errors.pageLoadFailed')}</p>
      <p className="content-screen__muted">{serverMessage(error, t)}</p>
      <Button type="button" variant="secondary" onClick={() => void onRetry()}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
