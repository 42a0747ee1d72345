import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { ConfirmDialog } from '@wps-mobile/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The login pop-up for a guest who tapped something that needs a session: login or stay. */
export function useLoginPrompt(): { askLogin: () => void; loginPrompt: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const loginPrompt = (
    <ConfirmDialog
      open={open}
      title={t('common.notice')}
      message={t('errors.notLoggedIn')}
      confirmLabel={t('routes.login')}
      cancelLabel={t('common.cancel')}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        void navigate(routePath('login'));
      }}
    />
  );
  return { askLogin: () => setOpen(true), loginPrompt };
}
