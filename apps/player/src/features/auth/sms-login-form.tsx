import { useRegisterSettingsQuery, useSmsNoLoginMutation } from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import {
  Button,
  Checkbox,
  SmsCodeField,
  TextField,
  type SmsSendResult,
  type ToastMessage,
} from '@wps-mobile/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSmsSend } from '../../lib/use-sms-send';
import { checkLoginField, checkLoginFields, type LoginErrors } from './login-rules';
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
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [sendCode] = useSmsNoLoginMutation();
  const { submit, isLoading } = useLoginSubmit();
  const sendWithToasts = useSmsSend({ show: showToast, hide: hideToast });

  useEffect(() => {
    if (!remembered) return;
    setMobileNum((typed) => typed || remembered.username);
    setRemember(true);
  }, [remembered]);

  async function requestCode(): Promise<SmsSendResult> {
    const mobileError = checkLoginField('mobileNum', mobileNum, settings, t);
    setErrors((current) => ({ ...current, mobileNum: mobileError }));
    if (mobileError) return { sent: false };
    return sendWithToasts(() => sendCode({ mobileNum: mobileNum.trim() }).unwrap());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkLoginFields({ mobileNum, verificationCode: code }, settings, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = { type: 'sms' as const, mobileNum: mobileNum.trim(), verificationCode: code.trim() };
    const outcome = await submit('sms', payload, remember);
    if (!outcome.ok) {
      setCode('');
      onFailure(outcome.message);
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('account.mobileNumber')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        maxLength={CONSTANTS.mobileMaxLength}
        value={mobileNum}
        onChange={setMobileNum}
        placeholder={t('account.mobilePlaceholder')}
        autoComplete="tel-national"
        clearable
        required
        error={errors.mobileNum}
      />
      <SmsCodeField
        label={t('account.smsCode')}
        name="verificationCode"
        value={code}
        onChange={setCode}
        placeholder={t('account.smsCodePlaceholder')}
        onRequestCode={requestCode}
        required
        error={errors.verificationCode}
      />
      <Checkbox label={t('account.rememberMe')} checked={remember} onChange={setRemember} />
      <Button type="submit" variant="primary" block busy={isLoading}>
        {t('account.loginButton')}
      </Button>
    </form>
  );
}
