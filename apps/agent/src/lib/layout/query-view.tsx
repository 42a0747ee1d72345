import { isSessionGoneError } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, NoData, Spinner } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { serverMessage } from '@wps-mobile/app-shell';

export interface QueryState<T> {
  readonly data?: T | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
  readonly isFetching?: boolean;
  readonly refetch: () => unknown;
}

export interface QueryViewProps<T> {
  readonly query: QueryState<T>;
  /** Whether the answer holds nothing to show (then the no-data placeholder appears). */
  readonly isEmpty?: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}

/** A failed call explained in the user's language, with a way to try again; never a broken screen. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // A gone session is handled once for the whole app (message, then login); nothing to retry here.
  if (isSessionGoneError(error)) return <p className="agent-note">{t('errors.loggedOut')}</p>;
  return (
    <div className="agent-failed" role="alert">
      <p>{serverMessage(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

/** The three states of a screen's data: loading, failed (message + retry), empty or shown. */
export function QueryView<T>({ query, isEmpty, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isLoading) return <Spinner label={t('common.loading')} />;
  if (query.error !== undefined && !query.isFetching)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Spinner label={t('common.loading')} />;
  if (isEmpty?.(query.data)) return <NoData text={t('app.noData')} />;
  return <>{children(query.data)}</>;
}
