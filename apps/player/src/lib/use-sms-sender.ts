import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import type { SmsSendResult, ToastMessage } from '@wps-mobile/ui';

interface ToastControls {
  readonly show: (toast: Omit<ToastMessage, 'id'>) => void;
  readonly hide: () => void;
}

/**
 * Sends an SMS code with the platform's progress toasts (sending, then sent for 1.5 s) and turns the server's
 * `expiredMinutes` into the kit field's countdown. A failed send only hides the loading toast (spec section 8).
 * `invalidMobile` runs first and stops the send when it reports a problem.
 */
export function useSmsSender(toast: ToastControls) {
  const { t } = useTranslation();
  return async function sendWithToasts(
    invalidMobile: () => boolean,
    send: () => Promise<{ expiredMinutes: number }>,
  ): Promise<SmsSendResult> {
    if (invalidMobile()) return { sent: false };
    toast.show({ type: 'loading', message: t('messages.in_sms_sending') });
    try {
      const sent = await send();
      toast.show({
        type: 'success',
        message: t('messages.in_sms_send'),
        durationMs: CONSTANTS.toast.smsSuccessMs,
      });
      return { sent: true, seconds: sent.expiredMinutes * 60 };
    } catch {
      toast.hide();
      return { sent: false };
    }
  };
}
