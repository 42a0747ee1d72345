import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '../button/button';
import { ModalSurface } from '../internal/modal-surface';
import './dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Defaults to "Confirm" (e.g. "Go" for the contract reminder). */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button and Escape. */
  onCancel: () => void;
  /** Shows the confirm button in the danger colour (sign out, delete). */
  destructive?: boolean;
  /** The confirmed action is running: the confirm button shows a busy ring. */
  busy?: boolean;
}

/**
 * A question the user must answer (sign out, contract reminder). Focus starts on Cancel, the safer answer;
 * a tap on the backdrop does nothing, so a stray tap never decides for the user.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalSurface
      open={open}
      onClose={onCancel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={message === undefined ? undefined : messageId}
      closeOnBackdrop={false}
      initialFocusRef={cancelRef}
      className="wps-dialog"
    >
      <div className="wps-dialog__header">
        <h2 id={titleId} className="wps-dialog__title">
          {title}
        </h2>
      </div>
      {message !== undefined && (
        <div id={messageId} className="wps-dialog__body">
          {message}
        </div>
      )}
      <div className="wps-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </div>
    </ModalSurface>
  );
}
