import { useResetPaymentPasswordMutation, useSetPaymentPasswordMutation } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, PasswordField, useForm, type FormErrors } from '@wps-mobile/ui';
import { useState } from 'react';
import type { Notice } from '../../lib/money/amount-password-fields';
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
  const [notice, setNotice] = useState<Notice | undefined>();
  const busy = setting.isLoading || resetting.isLoading;
  const reset = isSet && mode === 'reset';
  const form = useForm({
    initial: EMPTY,
    validate: (values) => {
      const found: FormErrors<typeof EMPTY> = {};
      if (isSet && !reset && !isPaymentPassword(values.oldPassword))
        found.oldPassword = t('wallet.withdraw.passwordFormat');
      if (reset && values.loginPassword === '') found.loginPassword = t('validation.fieldRequired');
      if (!isPaymentPassword(values.newPassword)) found.newPassword = t('wallet.withdraw.passwordFormat');
      else if (!reset && values.confirmPassword !== values.newPassword)
        found.confirmPassword = t('wallet.security.passwordsDiffer');
      return found;
    },
  });
  const { field } = form;

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(undefined);
    try {
      if (reset)
        await resetPassword({
          loginPassword: values.loginPassword,
          newPassword: values.newPassword,
        }).unwrap();
      else
        await setPassword({
          ...(isSet ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        }).unwrap();
      form.reset();
      setNotice({ text: t('wallet.security.saved'), tone: 'info' });
    } catch (error) {
      setNotice({ text: moneyErrorMessage(error, t), tone: 'error' });
    }
  });

  let heading = t('wallet.security.setPaymentPassword');
  if (isSet)
    heading = reset ? t('wallet.security.resetPaymentPassword') : t('wallet.security.changePaymentPassword');
  return (
    <form ref={form.ref} className="money-form" noValidate onSubmit={onSubmit} aria-label={heading}>
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
