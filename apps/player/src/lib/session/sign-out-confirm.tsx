import { useTranslation } from '@wps-mobile/i18n';
import { ConfirmDialog } from '@wps-mobile/ui';

export interface SignOutConfirmProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "Sign out?" with Sign out and Cancel: a chunk of its own, loaded when a member first asks to sign out. */
export default function SignOutConfirm({ open, busy, onConfirm, onCancel }: SignOutConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('ui.signOut')}
      message={t('messages.logoutConfirm')}
      confirmLabel={t('ui.signOut')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
      busy={busy}
    />
  );
}
