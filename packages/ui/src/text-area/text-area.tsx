import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldMessageProps } from '../internal/field-frame';
import './text-area.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextAreaProps extends NativeTextAreaProps, FieldMessageProps {
  label: string;
  value: string;
  /** The new text; the app validates it and shows the result as `error`. */
  onChange: (value: string) => void;
  hideLabel?: boolean;
  className?: string;
  /** The element, so a form can focus it when it is invalid. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and message under it (feedback, comments). */
export function TextArea({
  label,
  value,
  onChange,
  hideLabel,
  error,
  hint,
  required,
  disabled,
  id,
  className,
  rows = 4,
  ref,
  ...rest
}: TextAreaProps) {
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
      <textarea
        {...rest}
        ref={ref}
        id={controlId}
        className="wps-text-area"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
