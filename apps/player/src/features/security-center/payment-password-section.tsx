import { useResetPaymentPasswordMutation, useSetPaymentPasswordMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField } from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
import { focusFirstError } from '../../lib/money/form-checks';
import { SubmitNotice } from '../../lib/money/load-failure';
import { moneyErrorMessage } from '@wps-mobile/app-shell';
import { isPaymentPassword, PaymentPasswordField } from '../../lib/money/payment-password-field';

type Mode = 'change' | 'reset';
const EMPTY = { oldPassword: '', loginPassword: '', newPassword: '', confirmPassword: '' };

/** Set the payment password, change it (with the current one), or reset it with the login password. */
export function PaymentPasswordSection({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const [setPassword, setting] = useSetPaymentPasswordMutation();
  const [resetPassword, resetting] = useResetPaymentPasswordMutation();
  const [mode, setMode] = useState<Mode>('change');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const busy = setting.isLoading || resetting.isLoading;
  const reset = isSet && mode === 'reset';
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((f) => ({ ...f, [name]: value })),
    error: errors[name],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (isSet && !reset && !isPaymentPassword(form.oldPassword))
      found.oldPassword = t('wallet.withdraw.passwordFormat');
    if (reset && form.loginPassword === '') found.loginPassword = t('validation.fieldRequired');
    if (!isPaymentPassword(form.newPassword)) found.newPassword = t('wallet.withdraw.passwordFormat');
    else if (!reset && form.confirmPassword !== form.newPassword)
      found.confirmPassword = t('wallet.security.passwordsDiffer');
    setErrors(found);
    if (focusFirstError(event.currentTarget, found)) return;
    setNotice(undefined);
    try {
      if (reset)
        await resetPassword({ loginPassword: form.loginPassword, newPassword: form.newPassword }).unwrap();
      else
        await setPassword({
          ...(isSet ? { oldPassword: form.oldPassword } : {}),
          newPassword: form.newPassword,
          confirmPassword: form.confirmPassword,
        }).unwrap();
      setForm(EMPTY);
      setNotice({ text: t('wallet.security.saved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: moneyErrorMessage(error, t), tone: 'error' });
    }
  }

  let heading = t('wallet.security.setPaymentPassword');
  if (isSet)
    heading = reset ? t('wallet.security.resetPaymentPassword') : t('wallet.security.changePaymentPassword');
  return (
    <form className="money-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={heading}>
      <h3>{heading}</h3>
      {isSet && !reset && (
        <PaymentPasswordField label={t('wallet.security.currentPaymentPassword')} {...field('oldPassword')} />
      )}
      {reset && (
        <PasswordField
          label={t('wallet.security.loginPassword')}
          {...field('loginPassword')}
          autoComplete="current-password"
          required
        />
      )}
      <PaymentPasswordField label={t('wallet.security.newPaymentPassword')} {...field('newPassword')} />
      {!reset && (
        <PaymentPasswordField
          label={t('wallet.security.confirmPaymentPassword')}
          {...field('confirmPassword')}
        />
      )}
      <SubmitNotice message={notice?.text} tone={notice?.tone} />
      <Button type="submit" block busy={busy}>
        {t('common.save')}
      </Button>
      {isSet && (
        <Button variant="text" onClick={() => setMode(reset ? 'change' : 'reset')}>
          {reset ? t('wallet.security.changePaymentPassword') : t('wallet.security.resetPaymentPassword')}
        </Button>
      )}
    </form>
  );
}
