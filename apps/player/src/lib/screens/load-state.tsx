import { useTranslation } from '@wps-mobile/i18n';
import { Button, NoData, Spinner } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { serverMessage } from '@wps-mobile/app-shell';
import './load-state.css';

export interface LoadStateProps {
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  /** True when the answer holds nothing to show (the no-data placeholder then). */
  readonly empty?: boolean;
  readonly emptyText?: string;
  readonly children: ReactNode;
}

/** A failure told in place, with the one way forward (try the read again, reload the page). */
export function RetryAlert(props: { message: string; actionLabel: string; onAction: () => void }) {
  return (
    <div className="load-state" role="alert">
      <p>{props.message}</p>
      <Button variant="secondary" onClick={props.onAction}>
        {props.actionLabel}
      </Button>
    </div>
  );
}

/** A screen's data while it loads, when it failed (message and retry, never a crash) or is empty. */
export function LoadState({ isLoading, error, onRetry, empty, emptyText, children }: LoadStateProps) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (error)
    return <RetryAlert message={serverMessage(error, t)} actionLabel={t('app.retry')} onAction={onRetry} />;
  if (empty) return <NoData {...(emptyText ? { text: emptyText } : {})} />;
  return <>{children}</>;
}

/** The LoadState props of an RTK Query result: its first load, its error, and a refetch as the retry. */
export function queryState(query: { isLoading: boolean; error?: unknown; refetch: () => unknown }) {
  return { isLoading: query.isLoading, error: query.error, onRetry: () => void query.refetch() };
}
