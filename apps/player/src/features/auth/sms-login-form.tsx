import {
  useRegisterSettingsQuery,
  useSmsNoLoginMutation,
  useSystemCountryQuery,
} from '@wps-mobile/api-client';
import { CONSTANTS, type FirebaseSignIn } from '@wps-mobile/config';
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
import type { LoginPayload } from '@wps-mobile/api-client/contract';
import { useEffect } from 'react';
import { useSmsSend } from '../../lib/account/use-sms-send';
import { useFirebaseSms } from '../../lib/account/firebase/use-firebase-sms';
import { checkLoginFields } from './login-rules';
import { useLoginSubmit } from './use-login-submit';
import { useRemembered } from './use-remembered';
import { useRememberMe } from './use-remember-me';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';

interface Props {
  onFailure: (message: string | undefined) => void;
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
  hideToast: () => void;
  /** The merchant's Firebase: with it, the code is sent and checked by Firebase and the login is `type: firebase`. */
  firebase: FirebaseSignIn | undefined;
}

/** Mobile number and SMS code (MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onFailure, showToast, hideToast, firebase }: Props) {
  const { t } = useTranslation();
  const { data: settings } = useRegisterSettingsQuery();
  const remembered = useRemembered('sms');
  const [remember, setRemember] = useRememberMe();
  const [sendCode] = useSmsNoLoginMutation();
  const { submit, isLoading } = useLoginSubmit();
  const sendWithToasts = useSmsSend({ show: showToast, hide: hideToast });
  const firebaseSms = useFirebaseSms(firebase);
  const countryDialingCode = useSystemCountryQuery().data?.[0]?.countryDialingCode ?? '';
  const form = useForm({
    initial: { mobileNum: '', verificationCode: '' },
    validate: (values) => checkLoginFields(values, settings, t),
  });
  const { setValue } = form;
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!remembered) return;
    setValue('mobileNum', (typed) => typed || remembered.username);
  }, [remembered, setValue]);

  async function requestCode(): Promise<SmsSendResult> {
    if (form.check('mobileNum')) return { sent: false };
    const mobileNum = form.values.mobileNum.trim();
    return sendWithToasts(() =>
      firebaseSms.enabled
        ? firebaseSms.send(countryDialingCode, mobileNum)
        : sendCode({ mobileNum }).unwrap(),
    );
  }

  /** The spec's login payload: by the merchant's own code, or on the firebase path by Firebase's id token. */
  async function payloadOf(mobileNum: string, verificationCode: string): Promise<LoginPayload | undefined> {
    if (!firebaseSms.enabled) return { type: 'sms', mobileNum, verificationCode };
    const proof = await firebaseSms.prove(countryDialingCode, mobileNum, verificationCode);
    // mobileNum too: "Remember me" keeps the number a login names.
    return (
      proof && { type: 'firebase', ...proof, firebaseMobileNo: mobileNum, countryDialingCode, mobileNum }
    );
  }

  const onSubmit = form.onSubmit(async ({ mobileNum, verificationCode }) => {
    const payload = await payloadOf(mobileNum.trim(), verificationCode.trim());
    if (!payload) return form.setErrors({ verificationCode: t('errors.verificationCode') });
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
      {firebaseSms.enabled && <div ref={firebaseSms.recaptchaHost} />}
      <Checkbox label={t('account.rememberMe')} checked={remember} onChange={setRemember} />
      <Button type="submit" variant="primary" block busy={isLoading}>
        {t('account.loginButton')}
      </Button>
    </form>
  );
}
