import { useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconClear, IconEye, IconEyeOff } from '../icons/control-icons';
import { FieldFrame, useFieldIds, type FieldMessageProps } from '../internal/field-frame';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'children' | 'size' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends NativeInputProps, FieldMessageProps {
  label: string;
  value: string;
  /** The new text; the app filters or validates it (see CaptchaField for a digits-only field). */
  onChange: (value: string) => void;
  /** `password` adds a show and hide button; `date` is the browser's date picker (value `YYYY-MM-DD`). */
  type?: 'text' | 'password' | 'email' | 'tel' | 'search' | 'url' | 'date';
  /** Adds a button that empties the field (shown only when there is text). */
  clearable?: boolean;
  hideLabel?: boolean;
  /** Before the input, inside its box (a country dialling code). */
  start?: ReactNode;
  /** After the input, inside its box (a captcha picture, a "get code" button). */
  end?: ReactNode;
  className?: string;
  /** The input element, so a form can focus its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its message under it, an optional clear button and password visibility toggle. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  clearable = false,
  hideLabel,
  start,
  end,
  error,
  hint,
  required,
  disabled,
  readOnly,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const { controlId, describedBy, invalid } = useFieldIds(id, { error, hint });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const editable = !disabled && !readOnly;

  function setRefs(element: HTMLInputElement | null) {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

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
      <div className="wps-field__control">
        {start}
        <input
          {...inputProps}
          ref={setRefs}
          id={controlId}
          className="wps-field__input"
          type={type === 'password' && passwordVisible ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {clearable && editable && value !== '' && (
          <IconButton
            label={t('ui.clearInput', { field: label })}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <IconClear size={20} />
          </IconButton>
        )}
        {type === 'password' && (
          <IconButton
            label={passwordVisible ? t('ui.passwordHide') : t('ui.passwordShow')}
            disabled={disabled}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
          </IconButton>
        )}
        {end}
      </div>
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for passwords: hidden by default, with a show and hide button. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField autoComplete="current-password" {...props} type="password" />;
}
