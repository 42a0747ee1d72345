import { classNames } from '../internal/class-names';
import './spinner.css';

export interface SpinnerProps {
  /** What is loading, announced politely to screen readers ("Loading…"). */
  label: string;
  size?: 'small' | 'medium' | 'large';
  /** Also shows the label beside the ring (hidden visually by default). */
  showLabel?: boolean;
}

/** A loading indicator announced as a status; it pulses instead of spinning when motion is reduced. */
export function Spinner({ label, size = 'medium', showLabel = false }: SpinnerProps) {
  return (
    <div role="status" className={classNames('wps-spinner', `wps-spinner--${size}`)}>
      <span className="wps-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'wps-spinner__label' : 'wps-visually-hidden'}>{label}</span>
    </div>
  );
}
