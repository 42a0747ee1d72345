import { useCaptchaQuery, useSmsRegisterMutation } from '@wps-mobile/api-client';
import { routePath, type FirebaseSignIn } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Checkbox, useForm, type SmsSendResult, type ToastMessage } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';
import { AppLink, serverMessage } from '@wps-mobile/app-shell';
import { useSmsSend } from '../../lib/account/use-sms-send';
import { useFirebaseSms } from '../../lib/account/firebase/use-firebase-sms';
import { buildRegistrationPayload, type PayloadContext } from './register-payload';
import { RegisterField } from './register-field';
import {
  checkRegisterForm,
  fieldValue,
  type FieldPlan,
  type FormField,
  type RegisterMethod,
  type RegisterValues,
} from './register-rules';
import { useRegisterSubmit } from './use-register-submit';

interface Props {
  method: RegisterMethod;
  plan: readonly FieldPlan[];
  /** What was typed in the other method's form: the fields both share start with it. */
  values: RegisterValues;
  onValuesChange: (values: RegisterValues) => void;
  context: Omit<PayloadContext, 'captchaId'>;
  /** The invitation from the URL is still being checked: registering waits for it. */
  waiting: boolean;
  toast: { show: (toast: Omit<ToastMessage, 'id'>) => void; hide: () => void };
  /** The merchant's Firebase: with it, SMS codes are sent and checked by Firebase (the firebase path). */
  firebase: FirebaseSignIn | undefined;
  onRegistered: () => void;
}

/** The registration form of one method: config-driven fields, terms, and the register button. */
export function RegisterForm({
  method,
  plan,
  values: typed,
  onValuesChange,
  context,
  waiting,
  toast,
  firebase,
  onRegistered,
}: Props) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(true);
  const withCaptcha = plan.some((field) => field.name === 'captcha');
  const captcha = useCaptchaQuery(undefined, { skip: !withCaptcha });
  const [sendSms] = useSmsRegisterMutation();
  const sendWithToasts = useSmsSend(toast);
  const firebaseSms = useFirebaseSms(firebase);
  const { invitationAccepted, register } = useRegisterSubmit();
  const mobileField = plan.find((field) => field.name === 'mobileNum');
  // Messages appear on submit and then follow every change; before that only the mobile check of a send.
  const form = useForm<RegisterValues>({
    initial: typed,
    validate: (values) => checkRegisterForm(plan, values, t),
  });
  const { values } = form;

  useEffect(() => onValuesChange(values), [values, onValuesChange]);

  async function requestCode(): Promise<SmsSendResult> {
    // check focuses the number when it has a message.
    if (!mobileField || form.check('mobileNum')) return { sent: false };
    const mobileNo = fieldValue('mobileNum', values);
    return sendWithToasts(() =>
      firebaseSms.enabled
        ? firebaseSms.send(context.countryDialingCode, mobileNo)
        : sendSms({ mobileNo, countryDialingCode: context.countryDialingCode }).unwrap(),
    );
  }

  function fail(message: string, field?: FormField) {
    if (field && plan.some((shown) => shown.name === field)) form.setErrors({ [field]: message });
    toast.show({ type: 'fail', message });
  }

  const submit = form.onSubmit(async (values) => {
    const typedCode = plan.some((field) => field.name === 'affiliateCode')
      ? fieldValue('affiliateCode', values)
      : '';
    if (typedCode && !(await invitationAccepted(typedCode, context.domain)))
      return fail(t('errors.invalidInvitationCode'), 'affiliateCode');
    const payload = buildRegistrationPayload(plan, values, {
      ...context,
      ...(captcha.data ? { captchaId: captcha.data.captchaId } : {}),
    });
    let proof;
    if (firebaseSms.enabled && payload.verificationCode) {
      proof = await firebaseSms.prove(
        context.countryDialingCode,
        payload.mobileNum ?? '',
        payload.verificationCode,
      );
      if (!proof) return fail(t('errors.verificationCode'), 'verificationCode');
    }
    const outcome = await register(method, { ...payload, ...proof });
    if (outcome.ok) return onRegistered();
    // A captcha is good for one try, whatever the outcome.
    if (withCaptcha) {
      form.setValue('captcha', '');
      void captcha.refetch();
    }
    fail(serverMessage(outcome.error, t), outcome.field);
  });

  return (
    <form
      ref={form.ref}
      className="account-form"
      noValidate
      // Nothing is checked or sent before the terms are accepted and the invitation is known.
      onSubmit={(event) => (waiting || !agreed ? event.preventDefault() : submit(event))}
    >
      {plan.map((field) => (
        <RegisterField
          key={field.name}
          field={field}
          {...form.field(field.name)}
          value={values[field.name] ?? ''}
          captchaImage={captcha.isFetching ? undefined : captcha.data?.image}
          onRefreshCaptcha={() => void captcha.refetch()}
          onRequestCode={requestCode}
          dialingCode={context.countryDialingCode}
        />
      ))}
      {firebaseSms.enabled && <div ref={firebaseSms.recaptchaHost} />}
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
      <Button type="submit" variant="primary" block busy={form.submitting} disabled={!agreed || waiting}>
        {t('account.registerButton')}
      </Button>
    </form>
  );
}
