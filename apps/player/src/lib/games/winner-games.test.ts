import type { WinnerEntry } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { gameOpening } from './game-targets';
import { sortWinners, winnerGame } from './winner-games';

const vo = (overrides: Partial<WinnerEntry['vo']>): WinnerEntry['vo'] => ({
  iconUrl: '',
  customerName: 'pl***01',
  gameName: 'Super Ace',
  winAmount: 10,
  nodeId: '10100',
  vassalage: 'JL',
  gameType: 'RNG',
  gameId: 'jl_rng_1',
  ...overrides,
});

describe('winners', () => {
  it('sorts by win amount, highest first', () => {
    const entries = [5, 50, 20].map((winAmount) => ({ vo: vo({ winAmount }) }));
    expect(sortWinners(entries).map((entry) => entry.vo.winAmount)).toEqual([50, 20, 5]);
  });

  it('opens an ordinary win through the game launch and a lottery win through the lottery launch', () => {
    expect(gameOpening(winnerGame(vo({})))).toEqual({
      kind: 'launch',
      target: { category: 'RNG', vendor: 'JL', nodeId: '10100', gameId: 'jl_rng_1' },
    });
    expect(gameOpening(winnerGame(vo({ gameType: 'LOTT', vassalage: 'LOTT', gameId: 'lott_1' }))).kind).toBe(
      'route',
    );
  });
});
