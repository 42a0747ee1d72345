import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconClose } from '../icons/icons';
import { ModalSurface } from '../internal/modal-surface';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  /** Called by the close button, Escape and a tap on the backdrop. */
  onClose: () => void;
  title: string;
  /** Edge it slides from: `start` is the left in left-to-right languages and the right in Arabic. */
  side?: 'start' | 'end';
  children: ReactNode;
  /** Pinned under the scrolling content (submit and reset, copyright). */
  footer?: ReactNode;
  className?: string;
}

/** A modal panel along one edge of the screen: side menu, filters. */
export function Drawer({ open, onClose, title, side = 'start', children, footer, className }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalSurface open={open} onClose={onClose} labelledBy={titleId} placement={side} className="wps-drawer">
      <div className="wps-drawer__header">
        <h2 id={titleId} className="wps-drawer__title">
          {title}
        </h2>
        <IconButton label={t('common.close')} onClick={onClose}>
          <IconClose />
        </IconButton>
      </div>
      <div className={className ? `wps-drawer__body ${className}` : 'wps-drawer__body'}>{children}</div>
      {footer !== undefined && <div className="wps-drawer__footer">{footer}</div>}
    </ModalSurface>
  );
}
