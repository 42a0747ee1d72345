import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './icon-button.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Accessible name: an icon alone tells a screen reader nothing. */
  label: string;
  /** The icon, usually one of the kit's Icon components (decorative by default). */
  children: ReactNode;
}

/** A 44x44 px button showing only an icon, named by `label`. */
export function IconButton({ label, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button type={type} className={classNames('wps-icon-button', className)} aria-label={label} {...rest}>
      {children}
    </button>
  );
}
