import { useForgotPasswordMutation } from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField, useForm, type ToastMessage } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
}

/** Recovery by username and e-mail: loading, success for 1 s, then back. */
export function EmailRecoveryForm({ showToast }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initial: { username: '', email: '' },
    validate: ({ username, email }) => ({
      username: /^\S{2,50}$/.test(username.trim()) ? undefined : t('validation.accountFormat'),
      email: EMAIL.test(email.trim()) ? undefined : t('validation.emailFormat'),
    }),
  });
  const [done, setDone] = useState(false);
  const [forgot, { isLoading }] = useForgotPasswordMutation();

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(-1), CONSTANTS.toast.successMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.onSubmit(async ({ username, email }) => {
    showToast({ type: 'loading', message: t('messages.submitting') });
    try {
      await forgot({ username: username.trim(), email: email.trim() }).unwrap();
      showToast({ type: 'success', message: t('messages.resetSent') });
      setDone(true);
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      showToast({ type: 'fail', ...(typeof message === 'string' ? { message } : {}) });
    }
  });

  return (
    <form ref={form.ref} className="account-form" noValidate onSubmit={onSubmit}>
      <p>{t('account.forgotHint')}</p>
      <TextField
        label={t('common.username')}
        autoComplete="username"
        autoCapitalize="none"
        clearable
        required
        {...form.field('username')}
      />
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        clearable
        required
        {...form.field('email')}
      />
      <Button type="submit" variant="primary" block busy={isLoading || done}>
        {t('common.confirm')}
      </Button>
    </form>
  );
}
