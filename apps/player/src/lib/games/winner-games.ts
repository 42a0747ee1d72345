import { GAME_CATEGORIES, type GameCategory } from '@wps-mobile/api-client';
import type { WinnerEntry } from '@wps-mobile/api-client/contract';
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
