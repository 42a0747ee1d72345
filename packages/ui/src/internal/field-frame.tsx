import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { classNames } from './class-names';
import './field-frame.css';

export interface FieldMessageProps {
  /** Shown under the field; marks the control invalid (aria-invalid) and describes it. */
  error?: string;
  /** Neutral help under the field (format, limits), also linked as a description. */
  hint?: string;
}

export interface FieldIds {
  controlId: string;
  /** Space-separated ids for aria-describedby, or undefined when there is nothing to describe. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids that tie a control to its label and to the messages under it. */
export function useFieldIds(id: string | undefined, { error, hint }: FieldMessageProps): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { controlId, describedBy: describedBy || undefined, invalid: Boolean(error) };
}

interface FieldFrameProps extends FieldMessageProps {
  controlId: string;
  label: string;
  /** Adds the asterisk; the control itself carries `required` for assistive technology. */
  required?: boolean;
  /** Keeps the label for screen readers only (a search box with a visible placeholder-like icon). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error under it: the layout every form field of the kit shares. */
export function FieldFrame({
  controlId,
  label,
  required,
  hideLabel,
  disabled,
  error,
  hint,
  className,
  children,
}: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <div
      className={classNames(
        'wps-field',
        error && 'wps-field--invalid',
        disabled && 'wps-field--disabled',
        className,
      )}
    >
      <label htmlFor={controlId} className={hideLabel ? 'wps-visually-hidden' : 'wps-field__label'}>
        {label}
        {required && (
          // Hidden from screen readers, which already hear "required" from the control.
          <span className="wps-field__required" aria-hidden="true" title={t('common.required')}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${controlId}-hint`} className="wps-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="wps-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
