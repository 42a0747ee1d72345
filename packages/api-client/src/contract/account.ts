import { z } from 'zod';
import { rsaKeySchema } from './crypto';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { done, noInput, optionalText, text } from './schema-kit';

/** Login response value (spec section 3). `passwordExpired` sends the member to /m/changePsw like a first login. */
export const loginResponseSchema = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The merchant the session belongs to: the trial merchant code for free play. */
  merchantCode: z.string(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** What the front end keeps under MC_SESSION_INFO. */
export interface SessionInfo {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  /** From the login response's customerType. */
  readonly type: number;
  readonly firstTimeLogin: boolean;
}

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;

/** The payload sealed inside an encrypted login (spec section 3). */
export const loginPayloadSchema = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  username: optionalText(50),
  password: optionalText(64),
  /** The equation result typed by the user, with the id of the captcha it answers. */
  captcha: optionalText(6),
  captchaId: optionalText(64),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  verificationCode: optionalText(10),
  firebaseChannel: optionalText(20),
  firebaseIdToken: optionalText(4000),
  firebaseMobileNo: optionalText(20),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

/** A login failure after three failed attempts of a username carries `value.captcha: true`. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** The registration payload (spec section 3); '' for unfilled optional fields. */
export const registrationPayloadSchema = z.object({
  countryDialingCode: optionalText(6),
  registerUrl: optionalText(200),
  registerMethod: z.enum(REGISTER_METHODS).default('H5'),
  username: optionalText(50),
  password: optionalText(64),
  confirmPassword: optionalText(64),
  affiliateCode: optionalText(32),
  paymentPassword: optionalText(64),
  recommenderId: optionalText(32),
  nickname: optionalText(50),
  payeeName: optionalText(50),
  email: optionalText(100),
  mobileNum: optionalText(20),
  idNumber: optionalText(30),
  qqNum: optionalText(20),
  facebook: optionalText(50),
  wechat: optionalText(50),
  line: optionalText(50),
  whatsapp: optionalText(20),
  zalo: optionalText(20),
  captcha: optionalText(6),
  captchaId: optionalText(64),
  type: z.union([z.literal(0), z.literal('0')]).default(0),
  domain: optionalText(200),
  verificationCode: optionalText(10),
  firebaseChannel: optionalText(20),
  firebaseIdToken: optionalText(4000),
});
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;

/** Password change (sealed like login). */
export const passwordChangeSchema = z.object({
  oldPassword: text(64),
  newPassword: text(64),
  confirmNewPassword: text(64),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Captcha: a base64 SVG data URL of a small sum, answered once within its lifetime. */
export const captchaSchema = z.object({
  captchaId: z.string(),
  /** `data:image/svg+xml;base64,...`, usable as an `<img src>`. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.output<typeof captchaSchema>;

/** SMS send response. */
export const smsSentSchema = z.object({ expiredMinutes: z.number().int() });
export type SmsSent = z.output<typeof smsSentSchema>;

const mobileNum = text(20).regex(/^\d{6,20}$/, 'digits');
const dialingCode = optionalText(6);

export const accountCalls = {
  rsaKey: defineCall({
    name: 'rsaKey',
    method: 'GET',
    path: WPS_PATHS.rsaKey,
    request: noInput,
    response: rsaKeySchema,
    summary: 'The public key encrypted calls wrap their AES key with.',
  }),
  login: defineCall({
    name: 'login',
    method: 'POST',
    path: WPS_PATHS.login,
    input: 'encrypted',
    request: loginPayloadSchema,
    response: loginResponseSchema,
    summary: 'Log in by username and password or mobile and SMS code; ends any older session of the member.',
  }),
  freePlayLogin: defineCall({
    name: 'freePlayLogin',
    method: 'POST',
    path: WPS_PATHS.freePlayLogin,
    request: noInput,
    response: loginResponseSchema,
    summary: 'Create a free-trial member (type 4) on the trial merchant and log it in.',
  }),
  trialUser: defineCall({
    name: 'trialUser',
    method: 'GET',
    path: WPS_PATHS.trialUser,
    request: noInput,
    response: z.object({ trial: z.number().int(), trialName: z.string() }),
    summary: 'Whether free trial is offered (trial 0 = off) and the next trial name.',
  }),
  register: defineCall({
    name: 'register',
    method: 'PUT',
    path: WPS_PATHS.register,
    input: 'encrypted',
    request: registrationPayloadSchema,
    response: loginResponseSchema,
    summary: 'Register by username (rules from the registration config) and log the new member in.',
  }),
  registerMobile: defineCall({
    name: 'registerMobile',
    method: 'PUT',
    path: WPS_PATHS.registerMobile,
    input: 'encrypted',
    request: registrationPayloadSchema,
    response: loginResponseSchema,
    summary: 'Register by mobile number and SMS code and log the new member in.',
  }),
  logout: defineCall({
    name: 'logout',
    method: 'DELETE',
    path: WPS_PATHS.logout,
    auth: 'member',
    request: noInput,
    response: done,
    summary: 'End the session of the Authorization token.',
  }),
  captcha: defineCall({
    name: 'captcha',
    method: 'GET',
    path: WPS_PATHS.captcha,
    request: noInput,
    response: captchaSchema,
    summary: 'A new single-use captcha ("enter the equation result").',
  }),
  smsNoLogin: defineCall({
    name: 'smsNoLogin',
    method: 'POST',
    path: WPS_PATHS.smsNoLogin,
    request: z.object({ mobileNum, countryDialingCode: dialingCode }),
    response: smsSentSchema,
    summary: 'Send a login (or set-password) SMS code; a resend inside the window is TOO_MANY_REQUESTS.',
  }),
  smsRegister: defineCall({
    name: 'smsRegister',
    method: 'POST',
    path: WPS_PATHS.smsRegister,
    request: z.object({ mobileNo: mobileNum, countryDialingCode: dialingCode }),
    response: smsSentSchema,
    summary: 'Send a registration SMS code to a number not yet registered.',
  }),
  smsMember: defineCall({
    name: 'smsMember',
    method: 'GET',
    path: WPS_PATHS.smsMember,
    auth: 'member',
    request: z.object({ moduleId: z.enum(['VERIFICATION3']).default('VERIFICATION3') }),
    response: smsSentSchema,
    summary: "Send a code to the logged-in member's own number.",
  }),
  smsPasswordReset: defineCall({
    name: 'smsPasswordReset',
    method: 'POST',
    path: WPS_PATHS.smsPasswordReset,
    request: z.object({ mobileNum, countryDialingCode: dialingCode }),
    response: smsSentSchema,
    summary: 'Send a password-reset code to a registered number.',
  }),
  forgotPassword: defineCall({
    name: 'forgotPassword',
    method: 'POST',
    path: WPS_PATHS.forgotPassword,
    input: 'form',
    request: z.object({ username: text(50), email: text(100).email() }),
    response: done,
    summary: 'Mail a reset link when username and email match (no mail leaves the sandbox).',
  }),
  setPasswordByPhone: defineCall({
    name: 'setPasswordByPhone',
    method: 'POST',
    path: WPS_PATHS.setPasswordByPhone,
    input: 'encrypted',
    request: z.object({ newPassword: text(64), mobileNum, verificationCode: text(10) }),
    response: done,
    summary: 'Set a new password with an SMS code; the same password again is modify.new.old.same.',
  }),
  changePassword: defineCall({
    name: 'changePassword',
    method: 'POST',
    path: WPS_PATHS.changePassword,
    input: 'encrypted',
    auth: 'member',
    request: passwordChangeSchema,
    response: done,
    summary: 'Change the password (also ends first-login and expired-password states).',
  }),
  affiliateCheck: defineCall({
    name: 'affiliateCheck',
    method: 'POST',
    path: WPS_PATHS.affiliateCheck,
    request: z.object({ code: text(32), domain: optionalText(200) }),
    response: z.object({ code: z.string(), agentName: z.string() }),
    summary: 'Whether an invitation or affiliate code is valid (failure invitation.code.invalid if not).',
  }),
  affiliateInfo: defineCall({
    name: 'affiliateInfo',
    method: 'GET',
    path: WPS_PATHS.affiliateInfo,
    request: z.object({ code: text(32) }),
    response: z.object({ code: z.string(), agentName: z.string(), valid: z.boolean() }),
    summary: 'The agent an affiliate code belongs to.',
  }),
} as const;
