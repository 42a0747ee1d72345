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
  /** No such `/wps` path. */
  urlEmpty: 'request.url.empty',
  /** Anything unexpected on the server; never carries internals. */
  systemError: 'system.error',
  systemBusy: '#727',
  previousGameNotFinished: '#734',
  functionUnavailable: '#543',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  newPasswordSameAsOld: 'modify.new.old.same',
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
  unknown: 'Unknown error',
} as const;
