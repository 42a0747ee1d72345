import type { Game } from '@wps-mobile/api-client/contract';
import { prizeModeFor } from '../../lib/games/game-targets';

export type PrizeMode = 'LOTT' | 'ELOTT';

interface MenuEntry {
  readonly vassalage: string;
  readonly prizeMode: PrizeMode;
}

/**
 * The prize mode a lottery page opens on: the address's when it names one, else ELOTT when the ELOTT vendors
 * include TCG_LOTTO_VN or LOTT, otherwise LOTT (spec section 4).
 */
export function openingPrizeMode(query: string | null, menu: readonly MenuEntry[] | undefined): PrizeMode {
  const wanted = query?.toUpperCase();
  if (wanted === 'LOTT' || wanted === 'ELOTT') return wanted;
  return prizeModeFor((menu ?? []).filter((entry) => entry.prizeMode === 'ELOTT').map((e) => e.vassalage));
}

/** The games of one vendor when the address names it, else all of them. */
export function gamesOfVendor(games: readonly Game[], vendor: string | null): Game[] {
  return vendor ? games.filter((game) => game.vassalage === vendor) : [...games];
}

/** Games grouped by vendor in the order they first appear. */
export function byVendor(games: readonly Game[]): { vendor: string; games: Game[] }[] {
  const groups = new Map<string, Game[]>();
  for (const game of games) groups.set(game.vassalage, [...(groups.get(game.vassalage) ?? []), game]);
  return [...groups].map(([vendor, list]) => ({ vendor, games: list }));
}
