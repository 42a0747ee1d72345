import { Button } from '../button/button';
import { Spinner } from '../loading/spinner';

/** 'idle': more may come; 'loading': a page is on its way; 'error': the last page failed; 'end': all loaded. */
export type WindowedListStatus = 'idle' | 'loading' | 'error' | 'end';

export interface WindowedListFooterProps {
  status: WindowedListStatus;
  loadingLabel: string;
  errorLabel?: string;
  retryLabel?: string;
  endLabel?: string;
  onRetry?: () => void;
}

/** The line under a windowed list: a loading ring, an error with a retry button, or the end of the list. */
export function WindowedListFooter({
  status,
  loadingLabel,
  errorLabel,
  retryLabel,
  endLabel,
  onRetry,
}: WindowedListFooterProps) {
  return (
    <div className="wps-windowed-list__footer">
      {status === 'loading' && <Spinner label={loadingLabel} showLabel size="small" />}
      {status === 'error' && (
        <div role="alert" className="wps-windowed-list__error">
          {errorLabel && <span>{errorLabel}</span>}
          {onRetry && retryLabel && (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
        </div>
      )}
      {status === 'end' && endLabel && <p className="wps-windowed-list__end">{endLabel}</p>}
    </div>
  );
}
