import type { RegisterField, RegisterFieldRule, RegisterSettings } from '@wps-mobile/api-client/contract';

const on = (required: boolean, regExp: string, message: string): RegisterFieldRule => ({
  enabled: true,
  required,
  regExp,
  message,
});
// Disabled fields still carry a rule so a merchant can switch one on by flipping `enabled` only.
const off = (regExp: string, message: string): RegisterFieldRule => ({
  enabled: false,
  required: false,
  regExp,
  message,
});

const NAME = "^[A-Za-z][A-Za-z .'-]{1,49}$";
const HANDLE = '^[A-Za-z0-9_.-]{2,50}$';
const CONTACT_MESSAGE = 'Account format is incorrect';

const fields: Record<RegisterField, RegisterFieldRule> = {
  username: on(true, '^[a-z][a-z0-9]{5,15}$', 'Account format is incorrect'),
  password: on(true, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*._-]{8,20}$', 'Password format is incorrect'),
  paymentPassword: off('^\\d{6}$', 'Password format is incorrect'),
  // Philippine mobile numbers without the +63 prefix: 10 digits starting with 9.
  mobileNum: on(false, '^9\\d{9}$', 'The mobile num is not valid'),
  verificationCode: on(false, '^\\d{4,6}$', 'Verification code error'),
  idNumber: off('^[A-Za-z0-9-]{6,20}$', 'Account format is incorrect'),
  qqNum: off('^\\d{5,12}$', CONTACT_MESSAGE),
  facebook: off(HANDLE, CONTACT_MESSAGE),
  wechat: off(HANDLE, CONTACT_MESSAGE),
  line: off(HANDLE, CONTACT_MESSAGE),
  whatsapp: off('^\\+?\\d{8,15}$', CONTACT_MESSAGE),
  zalo: off('^\\+?\\d{8,15}$', CONTACT_MESSAGE),
  email: on(false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'E-mail format is incorrect'),
  nickname: off(NAME, 'Name format is not valid'),
  payeeName: on(false, NAME, 'Name format is not valid'),
  recommenderId: off('^[A-Za-z0-9]{4,16}$', 'Account format is incorrect'),
  affiliateCode: on(false, '^[A-Za-z0-9]{4,16}$', 'Invalid invitation code'),
};

// Login accepts any existing account: looser than registration's rules, but still the server's, not the app's.
const login: RegisterSettings['login'] = {
  loginUsername: { regExp: '^[A-Za-z0-9_.-]{2,50}$', message: 'Account format is incorrect' },
  loginPassword: { regExp: '^\\S{6,20}$', message: 'Password format is incorrect' },
  loginMobileNum: { regExp: '^9\\d{9}$', message: 'The mobile num is not valid' },
};

export const DEMO_REGISTER_SETTINGS: RegisterSettings = { captchaEnabled: true, fields, login };
