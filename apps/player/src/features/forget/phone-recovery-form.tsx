import {
  isWpsError,
  useLoginMutation,
  useRegisterSettingsQuery,
  useSetPasswordByPhoneMutation,
  useSmsPasswordResetMutation,
  useSystemCountryQuery,
  WPS_ERROR_CODES,
} from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import {
  Button,
  PasswordField,
  SmsCodeField,
  TextField,
  type SmsSendResult,
  type ToastMessage,
} from '@wps-mobile/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSmsSend } from '../../lib/use-sms-send';
import {
  checkMobile,
  checkPhoneReset,
  type PhoneResetField,
  type PhoneResetForm,
  type PhoneResetTranslate,
} from './phone-reset-rules';

// The contract's own floor for a mobile number, used until the merchant's country arrives.
const FALLBACK_MOBILE_LENGTH = 6;
const EMPTY: PhoneResetForm = { mobileNum: '', verificationCode: '', newPassword: '' };

interface Props {
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
  hideToast: () => void;
}

/** Set a new password with an SMS code, then log in with the mobile number and that password and go home. */
export function PhoneRecoveryForm({ showToast, hideToast }: Props) {
  const { t } = useTranslation();
  const translate: PhoneResetTranslate = (key, args) => t(key, args ? { args } : {});
  const navigate = useNavigate();
  const { data: settings } = useRegisterSettingsQuery();
  const { data: countries } = useSystemCountryQuery();
  const minLength = countries?.[0]?.mobileLength ?? FALLBACK_MOBILE_LENGTH;
  const [form, setForm] = useState<PhoneResetForm>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<PhoneResetField>>(new Set());
  const [sendCode] = useSmsPasswordResetMutation();
  const [setPassword, setting] = useSetPasswordByPhoneMutation();
  const [login, loggingIn] = useLoginMutation();
  const sendWithToasts = useSmsSend({ show: showToast, hide: hideToast });

  // Every field is checked again on every change; a message shows once its field was edited or submitted.
  const errors = checkPhoneReset(form, settings, minLength, translate);
  const shown = (field: PhoneResetField) => (touched.has(field) ? errors[field] : undefined);
  const touch = (...fields: PhoneResetField[]) => setTouched((old) => new Set([...old, ...fields]));
  const set = (field: PhoneResetField) => (value: string) => {
    setForm((old) => ({ ...old, [field]: value }));
    touch(field);
  };

  async function requestCode(): Promise<SmsSendResult> {
    touch('mobileNum');
    if (checkMobile(form.mobileNum, settings, minLength, translate) !== undefined) return { sent: false };
    return sendWithToasts(() => sendCode({ mobileNum: form.mobileNum.trim() }).unwrap());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('mobileNum', 'verificationCode', 'newPassword');
    const first = Object.keys(errors)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const mobileNum = form.mobileNum.trim();
    showToast({ type: 'loading', message: t('messages.submitting') });
    try {
      await setPassword({
        mobileNum,
        verificationCode: form.verificationCode.trim(),
        newPassword: form.newPassword,
      }).unwrap();
    } catch (error) {
      // Spec section 8: the same password again clears the password; any other failure clears the code.
      const same = isWpsError(error) && error.errorCode === WPS_ERROR_CODES.newPasswordSameAsOld;
      setForm((old) => (same ? { ...old, newPassword: '' } : { ...old, verificationCode: '' }));
      showToast({ type: 'fail', ...(isWpsError(error) ? { message: error.message } : {}) });
      return;
    }
    showToast({ type: 'success', message: t('messages.passwordSet'), durationMs: CONSTANTS.toast.successMs });
    try {
      // Stores the session exactly like the login screen does.
      await login({ type: 'username', username: mobileNum, password: form.newPassword }).unwrap();
      await navigate(routePath('home'), { replace: true });
    } catch (error) {
      showToast({ type: 'fail', ...(isWpsError(error) ? { message: error.message } : {}) });
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 className="forget-screen__subtitle">{t('account.setPasswordTitle')}</h2>
      <TextField
        label={t('account.mobileNumber')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        maxLength={CONSTANTS.mobileMaxLength}
        value={form.mobileNum}
        onChange={set('mobileNum')}
        placeholder={t('account.mobilePlaceholder')}
        autoComplete="tel-national"
        clearable
        required
        error={shown('mobileNum')}
      />
      <SmsCodeField
        label={t('account.smsCode')}
        name="verificationCode"
        value={form.verificationCode}
        onChange={set('verificationCode')}
        placeholder={t('account.smsCodePlaceholder')}
        onRequestCode={requestCode}
        required
        error={shown('verificationCode')}
      />
      <PasswordField
        label={t('account.newPassword')}
        name="newPassword"
        value={form.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        clearable
        required
        error={shown('newPassword')}
      />
      <Button type="submit" variant="primary" block busy={setting.isLoading || loggingIn.isLoading}>
        {t('common.confirm')}
      </Button>
    </form>
  );
}
