import { useRef, type ReactNode, type RefObject } from 'react';
import { classNames } from './class-names';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import { usePresence } from './use-presence';
import './modal-surface.css';

export type ModalPlacement = 'center' | 'start' | 'end';

export interface ModalSurfaceProps {
  open: boolean;
  /** Escape and a tap on the backdrop ask to close; the owner decides by setting `open`. */
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  placement?: ModalPlacement;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Confirmations must be answered, so a stray tap behind them does not count as "cancel". */
  closeOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * The shared frame of dialogs, drawers and pop-ups: backdrop, modal semantics, focus trap, scroll lock and
 * the exit animation. Rendered in place rather than in a portal, so it inherits the language and direction of
 * where it is used and stories and tests see it in their container.
 */
export function ModalSurface({
  open,
  onClose,
  labelledBy,
  describedBy,
  placement = 'center',
  role = 'dialog',
  closeOnBackdrop = true,
  initialFocusRef,
  className,
  children,
}: ModalSurfaceProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { mounted, closing } = usePresence(open);
  useFocusTrap(panelRef, open && mounted, { onEscape: onClose, initialFocusRef });
  useBodyScrollLock(open);
  if (!mounted) return null;

  return (
    <div className={classNames('wps-modal', `wps-modal--${placement}`, closing && 'wps-modal--closing')}>
      <div
        className="wps-modal__backdrop"
        aria-hidden="true"
        onClick={closeOnBackdrop && !closing ? onClose : undefined}
      />
      <div
        ref={panelRef}
        className={classNames('wps-modal__panel', className)}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
