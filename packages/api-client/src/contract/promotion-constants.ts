// Plain constants of the promotions contract, kept apart from the schemas so the promotions list can import them
// without bringing the schema library into its bundle (as `game-constants.ts` does for the games).

/** Activity statuses (spec section 9). */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const PROMOTION_CATEGORIES = ['DEPOSIT', 'REBATE', 'REFERRAL', 'MISSION', 'VIP', 'OTHER'] as const;
