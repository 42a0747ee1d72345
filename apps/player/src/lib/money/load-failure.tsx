import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { moneyErrorMessage } from '@wps-mobile/app-shell';

/** A read that failed: what went wrong and a way to ask again; the rest of the screen stays. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="money-card" role="alert">
      <p className="money-alert">{moneyErrorMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

/** The message a money form shows after a submit, spoken as soon as it appears. */
export function SubmitNotice({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  return (
    <p className={tone === 'info' ? 'money-alert money-alert--info' : 'money-alert'} role="alert">
      {message}
    </p>
  );
}
