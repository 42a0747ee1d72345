import type { SmsSent } from '@wps-mobile/api-client/contract';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import type { SmsSendResult, ToastMessage } from '@wps-mobile/ui';

interface ToastControls {
  show: (toast: Omit<ToastMessage, 'id'>) => void;
  hide: () => void;
}

/**
 * Sends an SMS code with the spec's progress toasts (sending, then sent for 1.5 s) and turns the server's
 * `expiredMinutes` into the field's countdown. A failed send only hides the loading toast (spec section 8).
 */
export function useSmsSend(toast: ToastControls) {
  const { t } = useTranslation();
  return async (send: () => Promise<SmsSent>): Promise<SmsSendResult> => {
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
