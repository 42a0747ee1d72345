import type { Game, GameCategory } from '@wps-mobile/api-client/contract';
import { LOTTERY_VENDORS } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import type { LaunchTarget } from './use-launch-game';

type PrizeMode = 'LOTT' | 'ELOTT';

const isLotteryVendor = (vendor: string) => (LOTTERY_VENDORS as readonly string[]).includes(vendor);
const isLotteryCategory = (category: string) => category === 'LOTT' || category === 'ELOTT';
// These vendors open their own lobby rather than one game (spec section 7).
const LOBBY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);

/** ELOTT when the ELOTT category has TCG_LOTTO_VN or LOTT among its vendors, otherwise LOTT (spec section 4). */
export function prizeModeFor(elottVendors: readonly string[]): PrizeMode {
  return elottVendors.some((vendor) => vendor === 'TCG_LOTTO_VN' || vendor === 'LOTT') ? 'ELOTT' : 'LOTT';
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/**
 * Where a vendor tile leads: the lottery list of the prize mode for LOTT and ELOTT, otherwise the game list of
 * the category filtered to the vendor.
 */
export function vendorHref(category: GameCategory, vendor: string, elottVendors: readonly string[]): string {
  if (isLotteryCategory(category)) {
    const prizeMode = category === 'ELOTT' ? prizeModeFor(elottVendors) : 'LOTT';
    return withQuery(routePath('lottery'), { prizeMode, vassalage: vendor });
  }
  return withQuery(routePath('gameList'), { gameType: category, vassalage: vendor });
}

/** How a game opens: lottery games through the lottery launch page, every other one through the game launch. */
export type GameOpening =
  | { readonly kind: 'route'; readonly href: string }
  | { readonly kind: 'launch'; readonly target: LaunchTarget };

export type LaunchableGame = Pick<
  Game,
  'gameType' | 'vassalage' | 'nodeId' | 'gameId' | 'gameCode' | 'lottoMode'
> &
  Partial<Pick<Game, 'supportPlay' | 'freeplay'>>;

/** Chooses how a tapped game opens (spec section 7, launch); both ways need a session, checked by the caller. */
export function gameOpening(game: LaunchableGame): GameOpening {
  if (isLotteryVendor(game.vassalage) || isLotteryCategory(game.gameType)) {
    return {
      kind: 'route',
      href: withQuery(routePath('launchGame'), {
        playType: game.lottoMode.includes('Entertainment') ? 'ent' : 'trad',
        prize_mode: game.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT',
        code: LOBBY_VENDORS.has(game.vassalage) || game.gameCode === '' ? 'lobby' : game.gameCode,
        vendor: game.vassalage,
        pageBack: 'home',
      }),
    };
  }
  return {
    kind: 'launch',
    target: {
      category: game.gameType,
      vendor: game.vassalage,
      nodeId: game.nodeId,
      ...(game.gameId ? { gameId: game.gameId } : {}),
      ...(game.supportPlay !== undefined ? { supportPlay: game.supportPlay } : {}),
      ...(game.freeplay !== undefined ? { freeplay: game.freeplay } : {}),
    },
  };
}
