import { LOTTERY_VENDORS } from '@wps-mobile/api-client';

/** What the lottery launch call needs, read from /m/launchGame's address. */
export interface LotteryLaunch {
  readonly vendor: (typeof LOTTERY_VENDORS)[number];
  readonly gameCode: string;
  readonly prizeMode: 'LOTT' | 'ELOTT';
  readonly playType: 'trad' | 'ent';
}

// These vendors always open their lobby (spec section 7).
const LOBBY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);

/**
 * Reads playType (trad by default), prize_mode (LOTT by default), code (lobby by default) and the vendor; a
 * vendor that is not a lottery vendor gives undefined. Without a vendor, the prize mode's usual one is meant.
 */
export function readLotteryLaunch(query: URLSearchParams): LotteryLaunch | undefined {
  const prizeMode = query.get('prize_mode')?.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
  const named = query.get('vendor') ?? (prizeMode === 'ELOTT' ? 'TCG_LOTTO_VN' : 'TCG_SEA');
  const vendor = LOTTERY_VENDORS.find((known) => known === named);
  if (!vendor) return undefined;
  const code = query.get('code')?.trim();
  return {
    vendor,
    gameCode: LOBBY_VENDORS.has(vendor) || !code ? 'lobby' : code,
    prizeMode,
    playType: query.get('playType') === 'ent' ? 'ent' : 'trad',
  };
}
