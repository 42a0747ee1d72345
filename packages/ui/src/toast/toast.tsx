import { useEffect, useRef } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconAlert, IconCheck, IconInfo } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import { TOAST_DURATIONS, type ToastType } from './toast-durations';
import './toast.css';

export interface ToastMessage {
  /** Changes for every new toast, so showing the same text twice restarts the timer. */
  id: string | number;
  type: ToastType;
  /** Defaults: loading "Loading…", success "Done", fail "Something went wrong"; info needs a message. */
  message?: string;
  /** Overrides the type's default duration (TOAST_DURATIONS). */
  durationMs?: number;
}

export interface ToastProps {
  /** The toast to show, or null; the app keeps one at a time, as the platform does. */
  toast: ToastMessage | null;
  /** Called with the toast's id when its time is up; the app then clears it. */
  onDismiss: (id: ToastMessage['id']) => void;
}

/**
 * A short message over the page. Both live regions are always in the DOM, so screen readers announce the
 * text as it arrives: failures in an assertive `alert`, everything else in a polite `status`.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useTranslation();
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  const id = toast?.id;
  const duration = toast ? (toast.durationMs ?? TOAST_DURATIONS[toast.type]) : 0;
  useEffect(() => {
    if (id === undefined) return undefined;
    const timer = window.setTimeout(() => onDismissRef.current(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration]);

  const defaults: Record<ToastType, string> = {
    loading: t('common.loading'),
    success: t('ui.toastSuccess'),
    fail: t('ui.toastFail'),
    info: '',
  };
  const plate = toast && (
    <div className={classNames('wps-toast', `wps-toast--${toast.type}`)}>
      <ToastIcon type={toast.type} />
      <span className="wps-toast__message">{toast.message ?? defaults[toast.type]}</span>
    </div>
  );
  const assertive = toast?.type === 'fail';

  return (
    <div className="wps-toast-layer">
      <div role="status">{assertive ? null : plate}</div>
      <div role="alert">{assertive ? plate : null}</div>
    </div>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'loading') return <span className="wps-toast__spinner" aria-hidden="true" />;
  if (type === 'success') return <IconCheck size={32} />;
  if (type === 'fail') return <IconAlert size={32} />;
  return <IconInfo size={32} />;
}
