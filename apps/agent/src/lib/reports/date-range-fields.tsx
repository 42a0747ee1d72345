import { useTranslation } from '@wps-mobile/i18n';
import { useId } from 'react';

export interface DateRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** Two native date inputs (the phone's own picker); the end never goes before the start. */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="agent-range">
      <label htmlFor={`${id}-start`}>{t('common.startDate')}</label>
      <input
        id={`${id}-start`}
        type="date"
        value={value.startDate}
        max={value.endDate}
        onChange={(event) => event.target.value && onChange({ ...value, startDate: event.target.value })}
      />
      <label htmlFor={`${id}-end`}>{t('common.endDate')}</label>
      <input
        id={`${id}-end`}
        type="date"
        value={value.endDate}
        min={value.startDate}
        onChange={(event) => event.target.value && onChange({ ...value, endDate: event.target.value })}
      />
    </div>
  );
}
