// Plain constants of the system contract, kept apart from the schemas so the register form can import them without
// bringing the schema library into its bundle (as `game-constants.ts` does for the games).

export const REGISTER_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
