/** Request headers of the `/wps` wire contract. */
export const WPS_HEADERS = {
  /** The merchant code, sent exactly once on every call. */
  merchant: 'Merchant',
  /** Upper-case language code such as EN or TY. */
  language: 'Language',
  /** `OTHERS` when running as an installed web app. */
  device: 'Device',
  /** The raw session token, without a "Bearer" prefix. */
  authorization: 'Authorization',
  /** A money submit's client key: the same key twice gets the first answer, never a second move. */
  idempotencyKey: 'Idempotency-Key',
} as const;

export const DEFAULT_LANGUAGE = 'EN';

/** Gateway ids the platform uses to tell the desktop site from the mobile one. */
export const GATEWAY_IDS = { web: 1, mobile: 3 } as const;
