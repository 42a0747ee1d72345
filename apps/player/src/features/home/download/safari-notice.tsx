import { useTranslation } from '@wps-mobile/i18n';
import { Button, Dialog } from '@wps-mobile/ui';

/** On iOS outside Safari an app cannot be installed: the 'notice' alert asks to switch to Safari. */
export default function SafariNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('common.notice')}
      hideCloseButton
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <p role="alert">{t('messages.useSafari')}</p>
    </Dialog>
  );
}
