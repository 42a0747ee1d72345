import { useForgotPasswordMutation } from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, TextField, type ToastMessage } from '@wps-mobile/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
}

/** Recovery by username and e-mail: loading, success for 1 s, then back. */
export function EmailRecoveryForm({ showToast }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const [done, setDone] = useState(false);
  const [forgot, { isLoading }] = useForgotPasswordMutation();

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(-1), CONSTANTS.toast.successMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      ...(/^\S{2,50}$/.test(username.trim()) ? {} : { username: t('validation.accountFormat') }),
      ...(EMAIL.test(email.trim()) ? {} : { email: t('validation.emailFormat') }),
    };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    showToast({ type: 'loading', message: t('messages.submitting') });
    try {
      await forgot({ username: username.trim(), email: email.trim() }).unwrap();
      showToast({ type: 'success', message: t('messages.resetSent') });
      setDone(true);
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      showToast({ type: 'fail', ...(typeof message === 'string' ? { message } : {}) });
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('account.forgotHint')}</p>
      <TextField
        label={t('common.username')}
        name="username"
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoCapitalize="none"
        clearable
        required
        error={errors.username}
      />
      <TextField
        label={t('account.email')}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        clearable
        required
        error={errors.email}
      />
      <Button type="submit" variant="primary" block busy={isLoading || done}>
        {t('common.confirm')}
      </Button>
    </form>
  );
}
