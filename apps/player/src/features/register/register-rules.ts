import {
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
  type RegisterSettings,
} from '@wps-mobile/api-client/contract';
import type { Features } from '@wps-mobile/config';
import { matchesRule } from '../../lib/account/matches-rule';
import { checkBirthday } from './age-rule';

export type RegisterMethod = 'username' | 'mobile';
/**
 * The config's fields plus those the form adds: the password confirmation, the captcha and the date of birth
 * of the age gate (checked here only: the registration payload has no field for it).
 */
export type FormField = RegisterField | 'confirmPassword' | 'captcha' | 'birthday';
export type RegisterValues = Partial<Record<FormField, string>>;
export type RegisterErrors = Partial<Record<FormField, string>>;

/** One field the form shows, in order, with the rule it is checked against. */
export interface FieldPlan {
  readonly name: FormField;
  readonly required: boolean;
  readonly rule?: RegisterFieldRule;
  /** The birthday field: the age the merchant asks for. */
  readonly minimumAge?: number;
}

export interface PlanInput {
  readonly settings: RegisterSettings;
  readonly method: RegisterMethod;
  readonly features: Pick<Features, 'smsVerificationOnUsernameRegister' | 'passwordOnMobileRegister'>;
  /** A valid invitation code came with the URL, so the form does not ask for one. */
  readonly invitationFromUrl: boolean;
  /** The age gate of the runtime config: a date of birth is asked and checked; undefined when it is off. */
  readonly minimumAge?: number | undefined;
}

/**
 * The fields of the registration form (spec sections 2 and 5): the enabled fields of the config, required as
 * it says, plus what the method cannot do without whatever the config says (a username and password for
 * username registration; a mobile number and SMS code for mobile registration or with REGMOBVERF3; a password
 * on mobile registration only with MOBILENUMPASSREG3). The captcha shows on either tab when the config turns
 * it on (spec section 2, Registration).
 */
export function registerFormFields({
  settings,
  method,
  features,
  invitationFromUrl,
  minimumAge,
}: PlanInput): FieldPlan[] {
  const byMobile = method === 'mobile';
  const sms = byMobile || features.smsVerificationOnUsernameRegister;
  const withPassword = !byMobile || features.passwordOnMobileRegister;
  const forced: Partial<Record<RegisterField, boolean>> = {
    username: !byMobile,
    password: withPassword,
    mobileNum: sms,
    verificationCode: sms,
  };
  const hidden: Partial<Record<RegisterField, boolean>> = {
    username: byMobile,
    password: !withPassword,
    verificationCode: !sms,
    affiliateCode: invitationFromUrl,
  };
  const plan: FieldPlan[] = [];
  for (const name of REGISTER_FIELDS) {
    const rule = settings.fields[name];
    if (hidden[name] || !(forced[name] || rule?.enabled)) continue;
    plan.push({ name, required: Boolean(forced[name] || rule?.required), ...(rule ? { rule } : {}) });
    if (name === 'password') plan.push({ name: 'confirmPassword', required: true });
  }
  if (minimumAge !== undefined) plan.push({ name: 'birthday', required: true, minimumAge });
  if (settings.captchaEnabled) plan.push({ name: 'captcha', required: true });
  // Registering by mobile starts with the number and its code; the rest keeps the config's order.
  const first = (field: FieldPlan) =>
    byMobile && (field.name === 'mobileNum' || field.name === 'verificationCode') ? 0 : 1;
  return plan.sort((a, b) => first(a) - first(b));
}

const KEYS = {
  required: 'validation.fieldRequired',
  invalid: 'validation.fieldInvalid',
  confirmMissing: 'messages.in_incorrect_password',
  confirmMismatch: 'messages.in_confirmation_correct',
  captcha: 'messages.in_vwrite_code',
  birthdayRequired: 'responsible.birthdayRequired',
  birthdayInvalid: 'responsible.birthdayInvalid',
  underAge: 'responsible.underAge',
} as const;

const BIRTHDAY_KEYS = {
  required: KEYS.birthdayRequired,
  invalid: KEYS.birthdayInvalid,
  underAge: KEYS.underAge,
} as const;
type AgeKey = (typeof BIRTHDAY_KEYS)[keyof typeof BIRTHDAY_KEYS];

/** The translate function, narrowed to the keys these rules use (the age messages name the age). */
export interface RegisterTranslate {
  (key: Exclude<(typeof KEYS)[keyof typeof KEYS], AgeKey>): string;
  (key: AgeKey, options: { age: number }): string;
}

const CAPTCHA = /^\d{1,6}$/;
/** Secrets are checked as typed; other text without the spaces a phone keyboard adds around it. */
const SECRETS: ReadonlySet<FormField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export const isSecretField = (name: FormField): boolean => SECRETS.has(name);

/** The value a field is checked and sent with. */
export function fieldValue(name: FormField, values: RegisterValues): string {
  const raw = values[name] ?? '';
  return isSecretField(name) ? raw : raw.trim();
}

/** The message under one field, or undefined when it passes; an empty field that is not required passes. */
export function checkRegisterField(
  field: FieldPlan,
  values: RegisterValues,
  t: RegisterTranslate,
  today: Date = new Date(),
): string | undefined {
  const value = fieldValue(field.name, values);
  if (field.name === 'birthday') {
    const age = field.minimumAge ?? 0;
    const problem = checkBirthday(value, age, today);
    return problem && t(BIRTHDAY_KEYS[problem], { age });
  }
  if (field.name === 'confirmPassword') {
    if (value === '') return t(KEYS.confirmMissing);
    return value === (values.password ?? '') ? undefined : t(KEYS.confirmMismatch);
  }
  if (field.name === 'captcha') return CAPTCHA.test(value) ? undefined : t(KEYS.captcha);
  if (value === '') return field.required ? field.rule?.message || t(KEYS.required) : undefined;
  return matchesRule(field.rule?.regExp, value) ? undefined : field.rule?.message || t(KEYS.invalid);
}

/** Every field's message, in the order of the form (so the first key is the field to focus). */
export function checkRegisterForm(
  plan: readonly FieldPlan[],
  values: RegisterValues,
  t: RegisterTranslate,
  today: Date = new Date(),
): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of plan) {
    const message = checkRegisterField(field, values, t, today);
    if (message) errors[field.name] = message;
  }
  return errors;
}
