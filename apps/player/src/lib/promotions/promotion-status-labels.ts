import type { ActivityStatus } from '@wps-mobile/api-client/contract';

/**
 * The label of each activity status of spec section 9, as a badge and as the text of a (disabled) button; the
 * promotions and the reward centre show the same words.
 */
export const STATUS_LABELS = {
  join: 'promotions.statusJoin',
  claim: 'promotions.statusClaim',
  applying: 'promotions.statusApplying',
  close: 'promotions.statusClose',
  rejected: 'promotions.statusRejected',
  issued: 'promotions.statusIssued',
  claimed: 'promotions.statusClaimed',
  process: 'promotions.statusProcess',
  joined: 'promotions.statusJoined',
  'coming soon': 'promotions.statusComingSoon',
} as const satisfies Record<ActivityStatus, `promotions.${string}`>;
