import { useLogoutMutation } from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { ConfirmDialog, Toast, type ToastMessage } from '@wps-mobile/ui';
import { useState, type ReactNode } from 'react';

export interface SignOut {
  /** Opens the confirm dialog. */
  readonly askSignOut: () => void;
  /** Signs out at once, for a place that has already asked (the reality check's Log out). */
  readonly signOutNow: () => void;
  /** The dialog and the loading toast, to render wherever the sign-out entry is. */
  readonly signOutDialog: ReactNode;
  /** True from the confirmation until the page reloads. */
  readonly signingOut: boolean;
}

/**
 * Sign out, the same from the header, the side menu and settings (spec section 4, Logout): a confirm dialog, a
 * loading toast, the logout call (which clears on the device exactly the spec's list, whatever the server
 * answers), then a full reload of /m/home.
 */
export function useSignOut(): SignOut {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [logout, { isLoading }] = useLogoutMutation();
  const [signingOut, setSigningOut] = useState(false);

  const confirm = async () => {
    setOpen(false);
    setSigningOut(true);
    setToast({
      id: Date.now(),
      type: 'loading',
      message: t('messages.loggingOut'),
      durationMs: CONSTANTS.toast.logoutLoadingMs,
    });
    try {
      await logout().unwrap();
    } catch {
      // The device is cleared whatever the server answered: the member asked to leave.
    }
    window.location.assign(routePath('home'));
  };

  const signOutDialog = (
    <>
      <ConfirmDialog
        open={open}
        title={t('ui.signOut')}
        message={t('messages.logoutConfirm')}
        confirmLabel={t('ui.signOut')}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        destructive
        busy={isLoading}
      />
      <Toast toast={toast} onDismiss={() => setToast(null)} />
    </>
  );
  return { askSignOut: () => setOpen(true), signOutNow: () => void confirm(), signOutDialog, signingOut };
}
