import type { ReactNode, SVGProps } from 'react';
import { classNames } from '../internal/class-names';
import './icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

interface SvgIconProps extends IconProps {
  children: ReactNode;
  /** Directional glyphs (arrows) are mirrored in right-to-left layouts. */
  flipInRtl?: boolean;
}

/** Shared frame of the icon set: a 24x24 stroke drawing in the current text colour. */
export function SvgIcon({ size = 24, title, flipInRtl = false, className, children, ...rest }: SvgIconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={classNames('wps-icon', flipInRtl && 'wps-icon--flip-rtl', className)}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      {...rest}
    >
      {children}
    </svg>
  );
}
