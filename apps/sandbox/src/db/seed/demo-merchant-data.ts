import type { WhitelabelFlag } from '@wps-mobile/api-client/contract';

/** The one seeded merchant: a Philippine-peso brand with English as its language. */
export const DEMO_MERCHANT = {
  code: 'demo',
  brandName: 'Lucky Peso',
  currency: 'PHP',
  currencySymbol: '₱',
  country: 'PH',
  defaultLanguage: 'EN',
  timeZone: 'Asia/Manila',
  createdAt: '2024-03-01T00:00:00.000Z',
} as const;

/**
 * The demo merchant's service-path key: the API seals its online customer-service path under it, and the player's
 * `public/config.json` names the same `servicePathKey` to open it (a test keeps the two equal). A demo value, as
 * public as the link it hides.
 */
export const DEMO_SERVICE_PATH_KEY = 'XDtMXyStT/Xx2dZa0H8SkYc8nFw3sDJ9eSnqXJionAw=';

/** Free-trial accounts live under their own merchant code but see the parent's site. */
export const DEMO_TRIAL_MERCHANT_CODE = 'demo_trial';

export const DEMO_SYSTEM_STATUS = {
  maintenance: false,
  regionRestriction: false,
  location: 'PH',
  // The demo uses the new member centre and deposit detail screens.
  memCen: '1',
  depFunc: '1',
} as const;

/**
 * Flags off in the demo: social login and the SMS step of username registration need an outside service
 * (firebase, an SMS gateway) that an offline sandbox cannot reach.
 */
const DEMO_FLAGS_OFF: ReadonlySet<WhitelabelFlag> = new Set<WhitelabelFlag>([
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'REGMOBVERF3',
]);

export function demoFlagEnabled(flag: WhitelabelFlag): boolean {
  return !DEMO_FLAGS_OFF.has(flag);
}
