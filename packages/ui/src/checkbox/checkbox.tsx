import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { IconCheck } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import { useFieldIds } from '../internal/field-frame';
import './checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'checked' | 'children' | 'aria-invalid' | 'aria-describedby'
> {
  /** May contain a link (the terms of the user agreement); the link stays its own target. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox drawn by the kit, with its label as a 44 px tap area and an error under it. */
export function Checkbox({
  label,
  checked,
  onChange,
  error,
  id,
  className,
  ref,
  ...inputProps
}: CheckboxProps) {
  const { controlId, describedBy, invalid } = useFieldIds(id, { error });
  return (
    <div className={classNames('wps-checkbox', invalid && 'wps-checkbox--invalid', className)}>
      <span className="wps-checkbox__row">
        <span className="wps-checkbox__box">
          <input
            {...inputProps}
            ref={ref}
            id={controlId}
            type="checkbox"
            className="wps-checkbox__input"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          <span className="wps-checkbox__mark" aria-hidden="true">
            <IconCheck size={16} />
          </span>
        </span>
        <label htmlFor={controlId} className="wps-checkbox__label">
          {label}
        </label>
      </span>
      {error && (
        <p id={`${controlId}-error`} className="wps-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
