import { useTranslation } from '@wps-mobile/i18n';
import { TextField } from '@wps-mobile/ui';
import type { Ref } from 'react';
import { amountInput, type AmountLimits } from './amount-rules';
import './money-form.css';

/** Peso amounts a player taps instead of typing (only those within the method's limits are offered). */
const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000, 10_000] as const;

export interface AmountFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly limits: AmountLimits | undefined;
  readonly format: (amount: number) => string;
  readonly error?: string | undefined;
  readonly quick?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The amount of a money form: whole cents only, the limits under it, and quick amounts when asked. */
export function AmountField({
  value,
  onChange,
  limits,
  format,
  error,
  quick = false,
  ref,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const offered = limits ? QUICK_AMOUNTS.filter((a) => a >= limits.min && a <= limits.max) : [];
  return (
    <div className="money-amount">
      <TextField
        ref={ref}
        name="amount"
        label={t('common.amount')}
        value={value}
        onChange={(next) => onChange(amountInput(next))}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet.amountPlaceholder')}
        clearable
        required
        error={error}
        hint={limits ? t('wallet.limits', { min: format(limits.min), max: format(limits.max) }) : undefined}
      />
      {quick && offered.length > 0 && (
        <div className="money-amount__quick" role="group" aria-label={t('wallet.quickAmounts')}>
          {offered.map((amount) => (
            <button
              key={amount}
              type="button"
              className="money-chip"
              aria-pressed={value === String(amount)}
              onClick={() => onChange(String(amount))}
            >
              {format(amount)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
