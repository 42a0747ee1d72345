import { useLogoutMutation } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { ConfirmDialog } from '@wps-mobile/ui';
import { useState, type ReactNode } from 'react';

/**
 * Sign out (spec section 4, Logout): a confirm dialog, the logout call (which clears the device whatever the
 * server answers), then a full reload of /m/home. Returns the opener and the dialog to render.
 */
export function useSignOut(): { askSignOut: () => void; signOutDialog: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  const confirm = () => {
    logout()
      .catch(() => undefined)
      .finally(() => window.location.assign(routePath('home')));
  };
  const signOutDialog = (
    <ConfirmDialog
      open={open}
      title={t('header.signOut')}
      message={t('messages.logoutConfirm')}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
      destructive
      busy={isLoading}
    />
  );
  return { askSignOut: () => setOpen(true), signOutDialog };
}
