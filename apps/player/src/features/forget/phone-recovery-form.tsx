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
  useForm,
  type SmsSendResult,
  type ToastMessage,
} from '@wps-mobile/ui';
import { useNavigate } from 'react-router';
import { useSmsSend } from '../../lib/account/use-sms-send';
import { checkPhoneReset, type PhoneResetForm, type PhoneResetTranslate } from './phone-reset-rules';

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
  // Every field is checked again on every change; a message shows once its field was edited or submitted.
  const form = useForm<PhoneResetForm>({
    initial: EMPTY,
    validate: (values) => checkPhoneReset(values, settings, minLength, translate),
    validateOn: 'change',
  });
  const [sendCode] = useSmsPasswordResetMutation();
  const [setPassword, setting] = useSetPasswordByPhoneMutation();
  const [login, loggingIn] = useLoginMutation();
  const sendWithToasts = useSmsSend({ show: showToast, hide: hideToast });

  async function requestCode(): Promise<SmsSendResult> {
    if (form.check('mobileNum') !== undefined) return { sent: false };
    return sendWithToasts(() => sendCode({ mobileNum: form.values.mobileNum.trim() }).unwrap());
  }

  const onSubmit = form.onSubmit(async (values) => {
    const mobileNum = values.mobileNum.trim();
    showToast({ type: 'loading', message: t('messages.submitting') });
    try {
      await setPassword({
        mobileNum,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      }).unwrap();
    } catch (error) {
      // Spec section 8: the same password again clears the password; any other failure clears the code.
      const same = isWpsError(error) && error.errorCode === WPS_ERROR_CODES.newPasswordSameAsOld;
      if (same) form.setValue('newPassword', '');
      else form.setValue('verificationCode', '');
      showToast({ type: 'fail', ...(isWpsError(error) ? { message: error.message } : {}) });
      return;
    }
    showToast({ type: 'success', message: t('messages.passwordSet'), durationMs: CONSTANTS.toast.successMs });
    try {
      // Stores the session exactly like the login screen does.
      await login({ type: 'username', username: mobileNum, password: values.newPassword }).unwrap();
      await navigate(routePath('home'), { replace: true });
    } catch (error) {
      showToast({ type: 'fail', ...(isWpsError(error) ? { message: error.message } : {}) });
    }
  });

  return (
    <form ref={form.ref} className="account-form" noValidate onSubmit={onSubmit}>
      <h2 className="forget-screen__subtitle">{t('account.setPasswordTitle')}</h2>
      <TextField
        label={t('account.mobileNumber')}
        type="tel"
        inputMode="numeric"
        maxLength={CONSTANTS.mobileMaxLength}
        placeholder={t('account.mobilePlaceholder')}
        autoComplete="tel-national"
        clearable
        required
        {...form.field('mobileNum')}
      />
      <SmsCodeField
        label={t('account.smsCode')}
        placeholder={t('account.smsCodePlaceholder')}
        onRequestCode={requestCode}
        required
        {...form.field('verificationCode')}
      />
      <PasswordField
        label={t('account.newPassword')}
        autoComplete="new-password"
        clearable
        required
        {...form.field('newPassword')}
      />
      <Button type="submit" variant="primary" block busy={setting.isLoading || loggingIn.isLoading}>
        {t('common.confirm')}
      </Button>
    </form>
  );
}
