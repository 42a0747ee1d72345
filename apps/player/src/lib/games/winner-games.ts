import { GAME_CATEGORIES, type GameCategory } from '@wps-mobile/api-client';
import type { WinnerEntry } from '@wps-mobile/api-client/contract';
import { serverPicture } from '@wps-mobile/app-shell';
import type { RuntimeConfig } from '@wps-mobile/config';
import type { Winner } from '@wps-mobile/ui';
import { WINNER_ICON_SIZES } from '../images/picture-sizes';
import type { LaunchableGame } from './game-targets';

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** Highest wins first, as the board shows them. */
export function sortWinners(entries: readonly WinnerEntry[]): WinnerEntry[] {
  return [...entries].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** The game a win was made in, as the shared launch path opens it (lottery wins through the lottery launch). */
export function winnerGame(vo: WinnerEntry['vo']): LaunchableGame {
  return {
    gameType: isCategory(vo.gameType) ? vo.gameType : 'RNG',
    vassalage: vo.vassalage,
    nodeId: vo.nodeId,
    gameId: vo.gameId,
    gameCode: vo.gameId,
    lottoMode: '',
  };
}

/**
 * The board's rows (highest wins first, as `sortWinners` orders the entries): the amount in the merchant's
 * currency, the game's icon from the image CDN at the width it is drawn.
 */
export function winnerRows(
  sorted: readonly WinnerEntry[],
  formatMoney: (amount: number) => string,
  config: RuntimeConfig,
): Winner[] {
  return sorted.map((entry, index) => {
    const icon = entry.vo.iconUrl
      ? serverPicture(entry.vo.iconUrl, config, WINNER_ICON_SIZES, 'gameIcon')
      : undefined;
    return {
      id: `${index}-${entry.vo.nodeId}`,
      customerName: entry.vo.customerName,
      gameName: entry.vo.gameName,
      amount: formatMoney(entry.vo.winAmount),
      ...(icon && { iconSrc: icon.src, iconSrcSet: icon.srcSet, iconSizes: icon.sizes }),
    };
  });
}
