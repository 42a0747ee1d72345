import type { WinnerEntry } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { sortWinners } from './latest-winners';

const entry = (winAmount: number): WinnerEntry => ({
  vo: {
    iconUrl: '',
    customerName: 'pl***01',
    gameName: 'Fortune',
    winAmount,
    nodeId: '1',
    vassalage: 'JL',
    gameType: 'RNG',
    gameId: '',
  },
});

describe('sortWinners', () => {
  it('puts the highest win first without changing the input', () => {
    const input = [entry(5), entry(50), entry(20)];
    expect(sortWinners(input).map((e) => e.vo.winAmount)).toEqual([50, 20, 5]);
    expect(input.map((e) => e.vo.winAmount)).toEqual([5, 50, 20]);
  });
});
