import type { ActivityStatus } from '@wps-mobile/api-client/contract';

/** The label of each activity status of spec section 9. */
export const STATUS_LABEL_KEYS = {
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
} as const satisfies Record<ActivityStatus, string>;
