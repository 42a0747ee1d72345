import type { ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from '../internal/class-names';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretches to the width of its container (form submit buttons). */
  block?: boolean;
  /** Shows a busy ring and ignores clicks while an action runs; the label stays for screen readers. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A text button with the kit's colours and a 44 px target. */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(
        'wps-button',
        `wps-button--${variant}`,
        block && 'wps-button--block',
        busy && 'wps-button--busy',
        className,
      )}
      disabled={disabled}
      // aria-disabled rather than disabled while busy: the button keeps focus and stays in the tab order.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <span className="wps-button__busy" aria-hidden="true" />}
      {children}
    </button>
  );
}
