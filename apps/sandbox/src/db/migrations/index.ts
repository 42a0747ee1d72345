import { MERCHANT_AND_SETTINGS_SQL } from './001-merchant-and-settings';
import { MEMBERS_AND_MONEY_SQL } from './002-members-and-money';
import { GAMES_SQL } from './003-games';
import { CONTENT_AND_AGENT_SQL } from './004-content-and-agent';
import { READS_AND_REBATES_SQL } from './005-reads-and-rebates';
import { RED_RAIN_SQL } from './006-red-rain';
import { PASSKEYS_SQL } from './007-passkeys';
import { VERIFIED_MOBILE_SQL } from './008-verified-mobile';
import { ROOM_TYPES_SQL } from './009-room-types';
import { VITALS_SQL } from './010-vitals';
import { SERVICE_PATH_KEY_SQL } from './011-service-path-key';

/**
 * Versioned migrations, applied in order to any database whose `user_version` is lower. Never edit one that has
 * shipped: add the next number, so a kept data file upgrades instead of being thrown away.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'merchant and site settings', sql: MERCHANT_AND_SETTINGS_SQL },
  { version: 2, name: 'members, sessions and money', sql: MEMBERS_AND_MONEY_SQL },
  { version: 3, name: 'games', sql: GAMES_SQL },
  { version: 4, name: 'content and agent', sql: CONTENT_AND_AGENT_SQL },
  { version: 5, name: 'announcement reads and rebate claims', sql: READS_AND_REBATES_SQL },
  { version: 6, name: 'red envelope rain', sql: RED_RAIN_SQL },
  { version: 7, name: 'passkeys', sql: PASSKEYS_SQL },
  { version: 8, name: 'verified mobile numbers', sql: VERIFIED_MOBILE_SQL },
  { version: 9, name: 'game room types', sql: ROOM_TYPES_SQL },
  { version: 10, name: 'field data (Core Web Vitals beacons)', sql: VITALS_SQL },
  { version: 11, name: 'service-path keys', sql: SERVICE_PATH_KEY_SQL },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
