import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconCaretDown } from '../icons/control-icons';
import { FieldFrame, useFieldIds, type FieldMessageProps } from '../internal/field-frame';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'multiple'>,
    FieldMessageProps {
  label: string;
  options: SelectOption[];
  /** '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty first choice (default "Please select"); `false` leaves it out. */
  placeholder?: string | false;
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled choice from a list. It is the native `<select>`: on phones it opens the system picker, which
 * cheap devices draw fast and screen readers already know.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  hideLabel,
  error,
  hint,
  required,
  disabled,
  id,
  className,
  ref,
  ...selectProps
}: SelectProps) {
  const { t } = useTranslation();
  const { controlId, describedBy, invalid } = useFieldIds(id, { error, hint });
  return (
    <FieldFrame
      controlId={controlId}
      label={label}
      required={required}
      hideLabel={hideLabel}
      disabled={disabled}
      error={error}
      hint={hint}
      className={className}
    >
      <div className="wps-field__control wps-select">
        <select
          {...selectProps}
          ref={ref}
          id={controlId}
          className="wps-field__input wps-select__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== false && (
            <option value="" disabled={required}>
              {placeholder ?? t('ui.selectPlaceholder')}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <IconCaretDown className="wps-select__caret" size={20} />
      </div>
    </FieldFrame>
  );
}
