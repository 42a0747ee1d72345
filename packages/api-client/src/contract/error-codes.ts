/**
 * Error codes the front end branches on by name. The real platform sends many more; these are the ones known to
 * matter (spec section 8 and the wire contract) plus the sandbox's request-validation codes.
 */
export const WPS_ERROR_CODES = {
  /** The `Merchant` header is absent or empty. */
  merchantMissing: 'merchant.missing',
  /** The `Merchant` header names no known merchant. */
  merchantUnknown: 'merchant.unknown',
  /** The `Merchant` header was sent more than once (proxies join repeats with ", "). */
  merchantDuplicate: 'merchant.duplicate',
  /** The body is not JSON (or not an object) where the call takes one. */
  bodyInvalid: 'request.body.invalid',
  /** Request validation (every call's schema): which field and why is in the message. */
  parameterMissing: 'parameter.missing',
  parameterType: 'parameter.type.invalid',
  parameterTooLong: 'parameter.too.long',
  parameterOutOfRange: 'parameter.out.of.range',
  parameterUnknownValue: 'parameter.value.unknown',
  parameterFormat: 'parameter.format.invalid',
  /** An encrypted call without a readable encrypted body and headers (see `crypto.ts`). */
  encryptionInvalid: 'encryption.invalid',
  /** The key id in `Encryption` is not the server's current key: fetch `/wps/session/key/rsa` again. */
  encryptionKeyStale: 'encryption.key.stale',
  /** A sealed body's time is more than `SEAL_WINDOW_MS` from the server's clock: read the key again, seal anew. */
  encryptionExpired: 'encryption.expired',
  /** A sealed body the server has already accepted once (a captured request sent again). */
  encryptionReplayed: 'encryption.replayed',
  /** Login: wrong username or password (after 3 failures the failure carries `value.captcha: true`). */
  loginFailed: 'login.failed',
  /** Login or registration: a captcha is required and was missing, wrong, used or expired. */
  captchaInvalid: 'captcha.invalid',
  userNotFound: 'user.not.exist',
  usernameTaken: 'username.exists',
  /** A registration field broke its rule of the registration config; `value.field` names it. */
  registerFieldInvalid: 'register.field.invalid',
  invitationInvalid: 'invitation.code.invalid',
  smsCodeInvalid: 'verification.code.invalid',
  emailMismatch: 'email.mismatch',
  passwordWrong: 'password.incorrect',
  passwordMismatch: 'password.confirm.mismatch',
  /** Free-trial accounts (type 4) may not use this call. */
  trialRejected: 'trial.rejected',
  /** The member type may not use this call (e.g. agent calls from a player). */
  permissionDenied: 'permission.denied',
  balanceInsufficient: 'balance.insufficient',
  paymentPasswordWrong: 'payment.password.incorrect',
  paymentPasswordMissing: 'payment.password.missing',
  notFound: 'record.not.found',
  /** A state change that is not allowed now (promotion already claimed, contract already processed, ...). */
  invalidState: 'record.state.invalid',
  /** No such `/wps` path. */
  urlEmpty: 'request.url.empty',
  /** Anything unexpected on the server; never carries internals. */
  systemError: 'system.error',
  systemBusy: '#727',
  previousGameNotFinished: '#734',
  functionUnavailable: '#543',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /**
   * Too many wrong passwords in a row from a signed-in member (login or payment password, whichever call checked
   * them): every password check of the member is refused for a while; `value.lockedMinutes` says how long.
   */
  credentialLocked: 'credential.locked',
  newPasswordSameAsOld: 'modify.new.old.same',
  /** Passkeys (the `/wps/ext/passkeys/` extension): the credential is not, or no longer, registered. */
  passkeyUnknown: 'passkey.unknown',
  /** Passkeys: the challenge was never issued, already used, or expired; start again. */
  passkeyChallengeExpired: 'passkey.challenge.expired',
  /** Passkeys: the signature, origin or relying party did not check out. */
  passkeyRejected: 'passkey.rejected',
  /** These four mean the session is gone: clear it and send the user to login. */
  notLoggedIn: 'login.not.session',
  tokenInvalid: 'user.or.token.invalid',
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',
  duplicateLogin: 'duplicateLogin',
} as const;

export type WpsErrorCode = (typeof WPS_ERROR_CODES)[keyof typeof WPS_ERROR_CODES];

/** Codes (sent with HTTP 401) after which the stored session must be dropped. */
export const SESSION_EXPIRED_CODES: readonly WpsErrorCode[] = [
  WPS_ERROR_CODES.notLoggedIn,
  WPS_ERROR_CODES.tokenInvalid,
  WPS_ERROR_CODES.customerNotLogin,
  WPS_ERROR_CODES.duplicateLogin,
];

/** The readable English messages the platform pairs with its own request errors. */
export const WPS_ERROR_MESSAGES = {
  urlEmpty: 'The requested url is empty. please check your request format.',
  loggedOut: 'The account has been logged out, please log in again',
  duplicateLogin: 'The account has been logged in elsewhere, please log in again',
  notLoggedIn: 'You are not logged in, please login first',
  loginFailed: 'Incorrect username or password',
  captchaWrong: 'Verification code error',
  userNotFound: 'Sorry, the user does not exist or is disabled.',
  usernameTaken: 'Sorry, the username already exists.',
  invitationInvalid: 'Invalid invitation code',
  referrerInvalid: 'Referrer link error',
  smsCodeInvalid: 'Verification code error',
  trialRejected: 'Please login an actual account to use this function',
  permissionDenied: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  maintenance: 'The platform is under maintenance',
  systemBusy: 'System upgrading, please try again later.',
  newPasswordSameAsOld: 'The new password and the old password cannot be the same',
  confirmMismatch: 'Confirmation password not matched',
  tooManyRequests: 'Too many requests, please try again later.',
  credentialLocked: 'Too many wrong passwords. Try again in {minutes} minutes.',
  unknown: 'Unknown error',
} as const;
