/**
 * The merchant's switchable features (spec section 3), each named for what it turns on, with the platform flag
 * behind it. VIP benefits and the referral promotion are switchable too; the platform sends them in the same map.
 */
export const WHITELABEL_FEATURES = {
  directRegister: 'DIRECTREG3',
  registerByUsername: 'USERNAMEREG3',
  registerByMobile: 'MOBILENUMREG3',
  smsVerificationOnUsernameRegister: 'REGMOBVERF3',
  passwordOnMobileRegister: 'MOBILENUMPASSREG3',
  facebookLogin: 'FACEBOOKLOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  smsCodeLogin: 'MOBILEVERCODELOGIN3',
  rewardCentre: 'REWCEN3',
  missionActivity: 'MISSIONLB3',
  manualRebate: 'MANPLAYREB3',
  depositRecord: 'DEPRECM3',
  withdrawReport: 'WITHREC3',
  accountRecord: 'TRANSREC3',
  bettingRecord: 'TRANSBETREPMEM3',
  profitAndLoss: 'PERSREP',
  transferToUpline: 'AGETRANSFERUP3',
  myRebate: 'PLYRBT',
  messageCentre: 'MAILCEN',
  feedback: 'FEEDBACK3',
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  vipBenefits: 'VIPBENEFITS',
  referral: 'REFERRAL',
} as const;

export type Feature = keyof typeof WHITELABEL_FEATURES;
export type WhitelabelFlagName = (typeof WHITELABEL_FEATURES)[Feature];

/** Every feature as a plain boolean. */
export type Features = Readonly<Record<Feature, boolean>>;

/** The platform's flag map as it arrives (open: the platform may add flags at any time). */
export type RawWhitelabelFlags = Readonly<Record<string, boolean | undefined>>;

/** A feature is on only when the platform says `true`; absent, false or not yet loaded means off. */
export function isFeatureOn(flags: RawWhitelabelFlags | undefined, feature: Feature): boolean {
  return flags?.[WHITELABEL_FEATURES[feature]] === true;
}

/** Every feature resolved at once, e.g. to memoise in a selector. */
export function selectFeatures(flags: RawWhitelabelFlags | undefined): Features {
  const entries = (Object.keys(WHITELABEL_FEATURES) as Feature[]).map((f) => [f, isFeatureOn(flags, f)]);
  return Object.fromEntries(entries) as Record<Feature, boolean>;
}

export type RegisterMethodTab = 'username' | 'mobile';

/**
 * Registration tabs: both only when both methods are on, else the one that is on; mobile is the default only
 * when it is the only method.
 */
export function registrationTabs(features: Features): {
  tabs: RegisterMethodTab[];
  defaultTab: RegisterMethodTab | undefined;
} {
  const tabs: RegisterMethodTab[] = [];
  if (features.registerByUsername) tabs.push('username');
  if (features.registerByMobile) tabs.push('mobile');
  return { tabs, defaultTab: tabs[0] };
}

/** Login tabs: username always; the SMS-code tab only with its flag. */
export function loginTabs(features: Features): ('username' | 'sms')[] {
  return features.smsCodeLogin ? ['username', 'sms'] : ['username'];
}

/** Social sign-in buttons: only when the firebase feature is on and the provider's flag is on. */
export function socialProviders(features: Features, firebaseEnabled: boolean): ('facebook' | 'google')[] {
  if (!firebaseEnabled) return [];
  return [
    ...(features.facebookLogin ? (['facebook'] as const) : []),
    ...(features.googleLogin ? (['google'] as const) : []),
  ];
}
