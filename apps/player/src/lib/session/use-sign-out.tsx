import { useLogoutMutation } from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Toast, type ToastMessage } from '@wps-mobile/ui';
import { LazyPart } from '@wps-mobile/app-shell';
import { lazy, useState, type ReactNode } from 'react';

const SignOutConfirm = lazy(() => import('./sign-out-confirm'));

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
  // The dialog's code loads on the first ask and stays, so it can close with its own animation.
  const [asked, setAsked] = useState(false);
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
      {asked && (
        <LazyPart>
          <SignOutConfirm
            open={open}
            busy={isLoading}
            onConfirm={() => void confirm()}
            onCancel={() => setOpen(false)}
          />
        </LazyPart>
      )}
      <Toast toast={toast} onDismiss={() => setToast(null)} />
    </>
  );
  const askSignOut = () => {
    setAsked(true);
    setOpen(true);
  };
  return { askSignOut, signOutNow: () => void confirm(), signOutDialog, signingOut };
}
