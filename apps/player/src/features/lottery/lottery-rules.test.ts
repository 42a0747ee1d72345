import type { Game } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { byVendor, gamesOfVendor, openingPrizeMode } from './lottery-rules';

const game = (nodeId: string, vassalage: string) => ({ nodeId, vassalage }) as Game;

describe('openingPrizeMode', () => {
  it('takes the address first', () => {
    expect(openingPrizeMode('elott', [])).toBe('ELOTT');
    expect(openingPrizeMode('LOTT', [{ vassalage: 'LOTT', prizeMode: 'ELOTT' }])).toBe('LOTT');
  });

  it('is ELOTT when TCG_LOTTO_VN or LOTT is among the ELOTT vendors, else LOTT', () => {
    expect(openingPrizeMode(null, [{ vassalage: 'TCG_LOTTO_VN', prizeMode: 'ELOTT' }])).toBe('ELOTT');
    expect(openingPrizeMode(null, [{ vassalage: 'LOTT', prizeMode: 'ELOTT' }])).toBe('ELOTT');
    expect(openingPrizeMode(null, [{ vassalage: 'ELOTT', prizeMode: 'ELOTT' }])).toBe('LOTT');
    expect(openingPrizeMode(null, [{ vassalage: 'TCG_LOTTO_VN', prizeMode: 'LOTT' }])).toBe('LOTT');
    expect(openingPrizeMode('nonsense', undefined)).toBe('LOTT');
  });
});

describe('vendors', () => {
  const games = [game('1', 'LOTT'), game('2', 'TCG_SEA'), game('3', 'LOTT')];

  it('keeps the named vendor only', () => {
    expect(gamesOfVendor(games, 'LOTT').map((g) => g.nodeId)).toEqual(['1', '3']);
    expect(gamesOfVendor(games, null)).toHaveLength(3);
  });

  it('groups by vendor in order of appearance', () => {
    expect(byVendor(games).map((group) => [group.vendor, group.games.length])).toEqual([
      ['LOTT', 2],
      ['TCG_SEA', 1],
    ]);
  });
});
