import { useChangePasswordMutation, useRegisterSettingsQuery } from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { readSession } from '@wps-mobile/session';
import { Button, ConfirmDialog, PasswordField, TextField, Toast, type ToastMessage } from '@wps-mobile/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useScreenContext } from '../../lib/screen-context';
import { checkPasswordForm, type PasswordErrors, type PasswordForm } from './password-rules';
import '../../lib/account-screen.css';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change password (also the first-login and expired-password entry); without a session, login. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const navigate = useNavigate();
  const [session] = useState(() => readSession());
  const { data: settings } = useRegisterSettingsQuery();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
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

  const set = (name: keyof PasswordForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPasswordForm(form, settings, t);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (form.newPassword === form.oldPassword) {
      setSamePrompt(true);
      return;
    }
    const loadingMs = CONSTANTS.toast.changePasswordLoadingMs;
    setToast({ id: Date.now(), type: 'loading', message: t('messages.submitting'), durationMs: loadingMs });
    try {
      await change(form).unwrap();
      setToast({ id: Date.now(), type: 'success', message: t('messages.changeSaved') });
      setDone(true);
    } catch {
      setToast(null);
    }
  }

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('common.username')}
          value={session.userName}
          onChange={() => {}}
          readOnly
          autoComplete="username"
        />
        <PasswordField
          label={t('account.oldPassword')}
          name="oldPassword"
          value={form.oldPassword}
          onChange={set('oldPassword')}
          autoComplete="current-password"
          clearable
          required
          error={errors.oldPassword}
        />
        <PasswordField
          label={t('account.newPassword')}
          name="newPassword"
          value={form.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
          clearable
          required
          error={errors.newPassword}
        />
        <PasswordField
          label={t('common.confirmPassword')}
          name="confirmNewPassword"
          value={form.confirmNewPassword}
          onChange={set('confirmNewPassword')}
          autoComplete="new-password"
          clearable
          required
          error={errors.confirmNewPassword}
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
