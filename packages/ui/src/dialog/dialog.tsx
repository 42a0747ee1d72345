import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconClose } from '../icons/icons';
import { ModalSurface } from '../internal/modal-surface';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called by the close button, Escape and a tap on the backdrop. */
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons under the content, in reading order (the main action last). */
  actions?: ReactNode;
  /** Hides the close button when the actions already close the dialog; Escape still works. */
  hideCloseButton?: boolean;
}

/** A modal dialog: focus is kept inside while open, Escape closes, focus returns to the opener. */
export function Dialog({ open, onClose, title, children, actions, hideCloseButton = false }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalSurface open={open} onClose={onClose} labelledBy={titleId} className="wps-dialog">
      <div className="wps-dialog__header">
        <h2 id={titleId} className="wps-dialog__title">
          {title}
        </h2>
        {!hideCloseButton && (
          <IconButton className="wps-dialog__close" label={t('common.close')} onClick={onClose}>
            <IconClose />
          </IconButton>
        )}
      </div>
      {children !== undefined && <div className="wps-dialog__body">{children}</div>}
      {actions !== undefined && <div className="wps-dialog__actions">{actions}</div>}
    </ModalSurface>
  );
}
