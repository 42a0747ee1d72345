import { useRegisterSettingsQuery, useSmsNoLoginMutation } from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import {
  Button,
  Checkbox,
  SmsCodeField,
  TextField,
  useForm,
  type SmsSendResult,
  type ToastMessage,
} from '@wps-mobile/ui';
import { useEffect, useState } from 'react';
import { useSmsSend } from '../../lib/account/use-sms-send';
import { checkLoginFields } from './login-rules';
import { useLoginSubmit } from './use-login-submit';
import { useRemembered } from './use-remembered';

interface Props {
  onFailure: (message: string | undefined) => void;
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
  hideToast: () => void;
}

/** Mobile number and SMS code (MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onFailure, showToast, hideToast }: Props) {
  const { t } = useTranslation();
  const { data: settings } = useRegisterSettingsQuery();
  const remembered = useRemembered('sms');
  const [remember, setRemember] = useState(false);
  const [sendCode] = useSmsNoLoginMutation();
  const { submit, isLoading } = useLoginSubmit();
  const sendWithToasts = useSmsSend({ show: showToast, hide: hideToast });
  const form = useForm({
    initial: { mobileNum: '', verificationCode: '' },
    validate: (values) => checkLoginFields(values, settings, t),
  });
  const { setValue } = form;

  useEffect(() => {
    if (!remembered) return;
    setValue('mobileNum', (typed) => typed || remembered.username);
    setRemember(true);
  }, [remembered, setValue]);

  async function requestCode(): Promise<SmsSendResult> {
    if (form.check('mobileNum')) return { sent: false };
    return sendWithToasts(() => sendCode({ mobileNum: form.values.mobileNum.trim() }).unwrap());
  }

  const onSubmit = form.onSubmit(async ({ mobileNum, verificationCode }) => {
    const payload = {
      type: 'sms' as const,
      mobileNum: mobileNum.trim(),
      verificationCode: verificationCode.trim(),
    };
    const outcome = await submit('sms', payload, remember);
    if (!outcome.ok) {
      // The code was spent on this try; the number stays.
      setValue('verificationCode', '');
      onFailure(outcome.message);
    }
  });

  return (
    <form ref={form.ref} className="account-form" noValidate onSubmit={onSubmit}>
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
      <Checkbox label={t('account.rememberMe')} checked={remember} onChange={setRemember} />
      <Button type="submit" variant="primary" block busy={isLoading}>
        {t('account.loginButton')}
      </Button>
    </form>
  );
}
