import { useChangePasswordMutation, useRegisterSettingsQuery } from '@wps-mobile/api-client';
import { serverMessage } from '@wps-mobile/app-shell';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { readSession } from '@wps-mobile/session';
import {
  Button,
  ConfirmDialog,
  PasswordField,
  TextField,
  Toast,
  useForm,
  type ToastMessage,
} from '@wps-mobile/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { heldPassword, holdPassword } from '../../lib/account/held-password';
import { useScreenContext } from '../../lib/screens/screen-context';
import { checkPasswordForm, failedField, type PasswordForm } from './password-rules';
import '../../lib/screens/account-screen.css';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change password (also the first-login and expired-password entry); without a session, login. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const navigate = useNavigate();
  const [session] = useState(() => readSession());
  // After a first login (or an expired password) the password just typed is held: no old-password field then.
  const [held] = useState(() => (session ? heldPassword(session.userName) : undefined));
  const { data: settings } = useRegisterSettingsQuery();
  const form = useForm<PasswordForm>({
    initial: held === undefined ? EMPTY : { ...EMPTY, oldPassword: held },
    validate: (values) => checkPasswordForm(values, settings, t),
  });
  const [samePrompt, setSamePrompt] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [done, setDone] = useState(false);
  const [change, { isLoading }] = useChangePasswordMutation();

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(
      () => void navigate(routePath('home'), { replace: true }),
      CONSTANTS.toast.successMs,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!session) return <Navigate to={routePath('login')} replace />;

  const onSubmit = form.onSubmit(async (values) => {
    if (values.newPassword === values.oldPassword) {
      setSamePrompt(true);
      return;
    }
    const loadingMs = CONSTANTS.toast.changePasswordLoadingMs;
    setToast({ id: Date.now(), type: 'loading', message: t('messages.submitting'), durationMs: loadingMs });
    try {
      await change(values).unwrap();
      if (held !== undefined) holdPassword(session.userName, values.newPassword);
      setToast({ id: Date.now(), type: 'success', message: t('messages.changeSaved') });
      setDone(true);
    } catch (error) {
      // Shown at the field it is about until that field is edited, else as a toast; what was typed stays.
      const field = failedField(error);
      const message = serverMessage(error, t);
      if (field) {
        setToast(null);
        form.setErrors({ [field]: message });
      } else setToast({ id: Date.now(), type: 'fail', message });
    }
  });

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <form ref={form.ref} className="account-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('common.username')}
          value={session.userName}
          onChange={() => {}}
          readOnly
          autoComplete="username"
        />
        {held === undefined && (
          <PasswordField
            label={t('account.oldPassword')}
            autoComplete="current-password"
            clearable
            required
            {...form.field('oldPassword')}
          />
        )}
        <PasswordField
          label={t('account.newPassword')}
          autoComplete="new-password"
          clearable
          required
          {...form.field('newPassword')}
        />
        <PasswordField
          label={t('common.confirmPassword')}
          autoComplete="new-password"
          clearable
          required
          {...form.field('confirmNewPassword')}
        />
        <Button type="submit" variant="primary" block busy={isLoading || done}>
          {t('common.confirm')}
        </Button>
      </form>
      <ConfirmDialog
        open={samePrompt}
        title={t('routes.changePsw')}
        message={t('messages.samePassword')}
        confirmLabel={t('common.confirm')}
        onCancel={() => setSamePrompt(false)}
        onConfirm={() => setSamePrompt(false)}
      />
      <Toast toast={toast} onDismiss={(id) => setToast((c) => (c?.id === id ? null : c))} />
    </section>
  );
}
