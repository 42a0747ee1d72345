import { useTranslation } from '@wps-mobile/i18n';
import './jackpot-counter.css';

export interface JackpotCounterProps {
  value: number;
  /** Turns numbers into text; by default grouped digits with 2 decimals in Western digits. */
  formatValue?: (value: number) => string;
  /** Currency symbol before the figure ("₱"). */
  currencySymbol?: string;
  /** Makes the banner a button (the spec opens the winner page). */
  onOpen?: () => void;
  /** Replaces the default "Jackpot" heading. */
  label?: string;
}

let defaultFormat: Intl.NumberFormat | undefined;

/**
 * Latin digits in every language: the figure must stay readable and comparable across locales. Made at the first
 * figure it formats, not when the kit loads: the browser's first number formatter is costly to build, and an app
 * that passes its own `formatValue` never needs this one.
 */
function formatDefault(value: number): string {
  defaultFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return defaultFormat.format(value);
}

/**
 * The jackpot banner's figure. It changes every few seconds, so it is not a live region: screen readers
 * read the current value when they reach it instead of being interrupted by every tick.
 */
export function JackpotCounter({
  value,
  formatValue,
  currencySymbol = '',
  onOpen,
  label,
}: JackpotCounterProps) {
  const { t } = useTranslation();
  const text = formatValue ? formatValue(value) : formatDefault(value);
  const content = (
    <>
      <span className="wps-jackpot__label">{label ?? t('ui.jackpot')}</span>{' '}
      <bdi className="wps-jackpot__value">
        {currencySymbol}
        {text}
      </bdi>
    </>
  );
  if (onOpen) {
    return (
      <button type="button" className="wps-jackpot" onClick={onOpen}>
        {content}
      </button>
    );
  }
  return <div className="wps-jackpot">{content}</div>;
}
