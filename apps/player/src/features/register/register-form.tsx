import { useCaptchaQuery, useSmsRegisterMutation } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Checkbox, type SmsSendResult, type ToastMessage } from '@wps-mobile/ui';
import { useRef, useState, type FormEvent } from 'react';
import { AppLink, serverMessage } from '@wps-mobile/app-shell';
import { useSmsSend } from '../../lib/use-sms-send';
import { buildRegistrationPayload, type PayloadContext } from './register-payload';
import { RegisterField } from './register-field';
import {
  checkRegisterField,
  checkRegisterForm,
  fieldValue,
  type FieldPlan,
  type FormField,
  type RegisterErrors,
  type RegisterMethod,
  type RegisterValues,
} from './register-rules';
import { useRegisterSubmit } from './use-register-submit';

interface Props {
  method: RegisterMethod;
  plan: readonly FieldPlan[];
  values: RegisterValues;
  onValueChange: (name: FormField, value: string) => void;
  context: Omit<PayloadContext, 'captchaId'>;
  /** The invitation from the URL is still being checked: registering waits for it. */
  waiting: boolean;
  toast: { show: (toast: Omit<ToastMessage, 'id'>) => void; hide: () => void };
  onRegistered: () => void;
}

/** The registration form of one method: config-driven fields, terms, and the register button. */
export function RegisterForm({
  method,
  plan,
  values,
  onValueChange,
  context,
  waiting,
  toast,
  onRegistered,
}: Props) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [mobileChecked, setMobileChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<RegisterErrors>({});
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const withCaptcha = plan.some((field) => field.name === 'captcha');
  const captcha = useCaptchaQuery(undefined, { skip: !withCaptcha });
  const [sendSms] = useSmsRegisterMutation();
  const sendWithToasts = useSmsSend(toast);
  const { invitationAccepted, register } = useRegisterSubmit();
  const mobileField = plan.find((field) => field.name === 'mobileNum');

  // Messages appear on submit and then follow every change; before that only the mobile check of a send.
  const errors: RegisterErrors = submitted
    ? checkRegisterForm(plan, values, t)
    : mobileChecked && mobileField
      ? { mobileNum: checkRegisterField(mobileField, values, t) }
      : {};

  const focus = (name: FormField) =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();

  function change(name: FormField, value: string) {
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    onValueChange(name, value);
  }

  async function requestCode(): Promise<SmsSendResult> {
    setMobileChecked(true);
    if (!mobileField || checkRegisterField(mobileField, values, t)) {
      focus('mobileNum');
      return { sent: false };
    }
    const mobileNo = fieldValue('mobileNum', values);
    return sendWithToasts(() =>
      sendSms({ mobileNo, countryDialingCode: context.countryDialingCode }).unwrap(),
    );
  }

  function fail(message: string, field?: FormField) {
    if (field && plan.some((shown) => shown.name === field)) {
      setServerErrors({ [field]: message });
      focus(field);
    }
    toast.show({ type: 'fail', message });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || waiting || !agreed) return;
    setSubmitted(true);
    const first = Object.keys(checkRegisterForm(plan, values, t))[0] as FormField | undefined;
    if (first) return focus(first);
    setBusy(true);
    try {
      const typedCode = plan.some((field) => field.name === 'affiliateCode')
        ? fieldValue('affiliateCode', values)
        : '';
      if (typedCode && !(await invitationAccepted(typedCode, context.domain)))
        return fail(t('errors.invalidInvitationCode'), 'affiliateCode');
      const payload = buildRegistrationPayload(plan, values, {
        ...context,
        ...(captcha.data ? { captchaId: captcha.data.captchaId } : {}),
      });
      const outcome = await register(method, payload);
      if (outcome.ok) return onRegistered();
      // A captcha is good for one try, whatever the outcome.
      if (withCaptcha) {
        onValueChange('captcha', '');
        void captcha.refetch();
      }
      fail(serverMessage(outcome.error, t), outcome.field);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {plan.map((field) => (
        <RegisterField
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          onChange={(value) => change(field.name, value)}
          error={errors[field.name] ?? serverErrors[field.name]}
          captchaImage={captcha.isFetching ? undefined : captcha.data?.image}
          onRefreshCaptcha={() => void captcha.refetch()}
          onRequestCode={requestCode}
          dialingCode={context.countryDialingCode}
        />
      ))}
      <Checkbox
        name="agreement"
        checked={agreed}
        onChange={setAgreed}
        label={
          <>
            {t('account.agreeTerms')}{' '}
            <AppLink href={routePath('userAgreement')}>{t('routes.userAgreement')}</AppLink>
          </>
        }
      />
      <Button type="submit" variant="primary" block busy={busy} disabled={!agreed || waiting}>
        {t('account.registerButton')}
      </Button>
    </form>
  );
}
