import { useId } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { classNames } from '../internal/class-names';
import type { FilterGroup } from './filter-types';

interface FilterChoicesProps {
  group: FilterGroup;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One group's choices as toggle buttons: choosing the chosen one again clears it back to "All" (spec). */
export function FilterChoices({ group, value, onChange }: FilterChoicesProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const choices = [{ value: null, label: t('ui.filterAll') }, ...group.options];
  return (
    <div role="group" aria-labelledby={legendId} className="wps-filter__group">
      <h3 id={legendId} className="wps-filter__legend">
        {group.label}
      </h3>
      <div className="wps-filter__choices">
        {choices.map((choice) => {
          const selected = choice.value === value;
          return (
            <button
              key={choice.value ?? '*'}
              type="button"
              className={classNames('wps-filter__choice', selected && 'wps-filter__choice--selected')}
              aria-pressed={selected}
              onClick={() => onChange(selected ? null : choice.value)}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
