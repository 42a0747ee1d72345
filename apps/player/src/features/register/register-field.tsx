import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import {
  CaptchaField,
  PasswordField,
  SmsCodeField,
  TextField,
  type SmsSendResult,
  type TextFieldProps,
} from '@wps-mobile/ui';
import { latestBirthday } from './age-rule';
import { isSecretField, type FieldPlan, type FormField } from './register-rules';

type InputProps = Pick<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength'
>;

/** Label, placeholder and keyboard of each field. */
const FIELDS = {
  username: {
    label: 'common.username',
    placeholder: 'account.usernamePlaceholder',
    input: { autoComplete: 'username', autoCapitalize: 'none' },
  },
  password: {
    label: 'common.password',
    placeholder: 'account.passwordPlaceholder',
    input: { autoComplete: 'new-password' },
  },
  confirmPassword: {
    label: 'common.confirmPassword',
    placeholder: 'account.confirmPasswordPlaceholder',
    input: { autoComplete: 'new-password' },
  },
  paymentPassword: { label: 'common.paymentPassword', input: { autoComplete: 'off', inputMode: 'numeric' } },
  mobileNum: {
    label: 'account.mobileNumber',
    placeholder: 'account.mobilePlaceholder',
    input: {
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'tel-national',
      maxLength: CONSTANTS.mobileMaxLength,
    },
  },
  verificationCode: { label: 'account.smsCode', placeholder: 'account.smsCodePlaceholder', input: {} },
  idNumber: { label: 'account.idNumber', input: { autoCapitalize: 'characters' } },
  qqNum: { label: 'account.qqNum', input: { inputMode: 'numeric' } },
  facebook: { label: 'account.facebook', input: { autoCapitalize: 'none' } },
  wechat: { label: 'account.wechat', input: { autoCapitalize: 'none' } },
  line: { label: 'account.line', input: { autoCapitalize: 'none' } },
  whatsapp: { label: 'account.whatsapp', input: { type: 'tel', inputMode: 'tel' } },
  zalo: { label: 'account.zalo', input: { type: 'tel', inputMode: 'tel' } },
  email: {
    label: 'account.email',
    placeholder: 'account.emailPlaceholder',
    input: { type: 'email', autoComplete: 'email' },
  },
  nickname: { label: 'account.nickname', input: { autoComplete: 'nickname' } },
  payeeName: { label: 'account.payeeName', input: { autoComplete: 'name' } },
  recommenderId: { label: 'account.recommenderId', input: { autoCapitalize: 'none' } },
  affiliateCode: { label: 'account.invitationCode', input: { autoCapitalize: 'characters' } },
  captcha: { label: 'account.captcha', placeholder: 'account.captchaPlaceholder', input: {} },
  birthday: { label: 'account.birthday', input: { type: 'date', autoComplete: 'bday' } },
} as const satisfies Record<FormField, { label: string; placeholder?: string; input: InputProps }>;

interface Props {
  field: FieldPlan;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  captchaImage: string | undefined;
  onRefreshCaptcha: () => void;
  onRequestCode: () => Promise<SmsSendResult>;
  /** Before the mobile number: the dialling code it is sent with. */
  dialingCode: string;
}

/** One field of the registration form, drawn with the kit component its kind needs. */
export function RegisterField({ field, value, onChange, error, ...extra }: Props) {
  const { t } = useTranslation();
  const meta = FIELDS[field.name];
  const common = {
    label: t(meta.label),
    name: field.name,
    value,
    onChange,
    required: field.required,
    error,
    ...('placeholder' in meta ? { placeholder: t(meta.placeholder) } : {}),
  };
  if (field.name === 'captcha')
    return <CaptchaField {...common} imageSrc={extra.captchaImage} onRefresh={extra.onRefreshCaptcha} />;
  if (field.name === 'verificationCode')
    return <SmsCodeField {...common} onRequestCode={extra.onRequestCode} />;
  if (isSecretField(field.name)) return <PasswordField {...common} {...meta.input} clearable />;
  if (field.name === 'birthday')
    return (
      <TextField
        {...common}
        {...meta.input}
        max={latestBirthday(new Date())}
        hint={t('responsible.birthdayHint', { age: field.minimumAge ?? 0 })}
      />
    );
  const prefix =
    field.name === 'mobileNum' && extra.dialingCode ? (
      <span className="register-form__dialing" dir="ltr">{`+${extra.dialingCode}`}</span>
    ) : undefined;
  return <TextField {...common} {...meta.input} start={prefix} clearable />;
}
