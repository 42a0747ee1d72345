import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import type { useToast } from '../../lib/screens/use-toast';

/** Copy to the clipboard and the system share sheet, each telling the player how it went. */
export function useCopyShare(toast: ReturnType<typeof useToast>) {
  const { t } = useTranslation();
  const say = (type: 'success' | 'info', message: string) =>
    toast.show({ type, message, durationMs: CONSTANTS.toast.messageMs });

  function copy(text: string, field: HTMLInputElement | null) {
    // Missing outside a secure context (an http page other than localhost).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const copied = clipboard?.writeText(text);
    if (!copied) {
      field?.select();
      say('info', t('promotions.copyFailed'));
      return;
    }
    copied.then(
      () => say('success', t('messages.copiedLink')),
      () => {
        // Without clipboard permission the link is selected, so the player can copy it by hand.
        field?.select();
        say('info', t('promotions.copyFailed'));
      },
    );
  }

  const canShare = typeof navigator.share === 'function';
  function share(data: ShareData) {
    navigator.share(data).catch((error: unknown) => {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      say('info', t('promotions.copyFailed'));
    });
  }

  return { copy, share, canShare };
}
