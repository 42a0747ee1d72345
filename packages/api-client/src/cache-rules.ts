import type { LocalCacheRule } from './request';

const HOUR = 60 * 60 * 1000;

/**
 * The data the spec keeps on the device between visits, with how long each may be served without asking the
 * server. Only the first load after a reload is answered from the device; later loads always ask the server.
 */
export const LOCAL_CACHE_RULES = {
  announcementNotice: { name: 'announcementNotice', maxAgeMs: HOUR, scope: 'auto' },
  vendorGameTypes: { name: 'vendorGameTypes', maxAgeMs: 12 * HOUR, scope: 'public' },
  lotteryLists: { name: 'lotteryLists', maxAgeMs: 6 * HOUR, scope: 'public' },
  memberInfo: { name: 'memberInfo', maxAgeMs: HOUR, scope: 'member' },
  registrationRules: { name: 'registrationRules', maxAgeMs: 24 * HOUR, scope: 'public' },
  allVendors: { name: 'allVendors', maxAgeMs: 12 * HOUR, scope: 'public' },
  hotGames: { name: 'hotGames', maxAgeMs: HOUR, scope: 'auto' },
  bankList: { name: 'bankList', maxAgeMs: HOUR, scope: 'member' },
} as const satisfies Record<string, LocalCacheRule>;
