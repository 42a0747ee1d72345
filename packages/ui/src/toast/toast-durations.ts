import { CONSTANTS } from '@wps-mobile/config';

export type ToastType = 'loading' | 'success' | 'fail' | 'info';

/**
 * How long each kind of toast stays by default (spec section 9): loading until the app hides it (9999 s),
 * success 1 s, failures and messages 2 s. Callers pass their own for the spec's special cases
 * (`CONSTANTS.toast.smsSuccessMs`, `changePasswordLoadingMs`, `shortMs`, `longMs`, ...).
 */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  loading: CONSTANTS.toast.loadingMs,
  success: CONSTANTS.toast.successMs,
  fail: CONSTANTS.toast.messageMs,
  info: CONSTANTS.toast.messageMs,
};
