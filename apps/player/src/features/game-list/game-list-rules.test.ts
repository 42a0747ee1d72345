import type { GameVendorInfo } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  classifyOptions,
  listQuery,
  otherCategories,
  readParams,
  sourceOf,
  stripVendors,
  withFilter,
  withTab,
  writeParams,
} from './game-list-rules';

const params = (query: string) => readParams(new URLSearchParams(query), 'HOT');

const vendor = (gameType: string, vassalage: string) => ({
  gameType,
  vassalage,
  mobileSmallIcon: '',
  accountTypeName: vassalage,
});

const info: GameVendorInfo = {
  sorting: ['SPORTS', 'ESPORTS', 'RNG', 'COCKFIGHT', 'ELOTT', 'LOTT'],
  items: [
    {
      gameCategory: 'SPORTS',
      vendorNames: [vendor('SPORTS', 'BTI'), vendor('SPORTS', 'TF'), vendor('SPORTS', 'DS88')],
      gameCount: 3,
    },
    { gameCategory: 'RNG', vendorNames: [vendor('RNG', 'JL'), vendor('RNG', 'PG')], gameCount: 600 },
  ],
};

describe('the address of a game list', () => {
  it('reads the game type, vendor and filters, with the all tab by default', () => {
    expect(params('gameType=rng&vassalage=JL&minBet=0.05')).toEqual({
      gameType: 'RNG',
      tab: 'all',
      classify: 'NEW',
      vendor: 'JL',
      minBet: 0.05,
      search: '',
    });
    expect(params('gameType=LIVE').classify).toBe('ALL');
    expect(params('gameType=nope').gameType).toBe('HOT');
    expect(params('gameType=RNG&minBet=3').minBet).toBeNull();
  });

  it('writes back what it read, leaving the defaults out', () => {
    const state = params('gameType=RNG&tab=fav&classify=SLOT&vassalage=PG&minBet=0.1&gameName=ace');
    expect(readParams(writeParams(state), 'HOT')).toEqual(state);
    expect(writeParams(params('gameType=RNG')).toString()).toBe('gameType=RNG');
  });
});

describe('choosing', () => {
  it('a tab selects its default classification and clears the search', () => {
    const state = { ...params('gameType=RNG&classify=SLOT'), search: 'ace' };
    expect(withTab(state, 'hot')).toMatchObject({ tab: 'hot', classify: 'NEW', search: '' });
  });

  it('a classification clears the search text; the same one keeps it', () => {
    const state = { ...params('gameType=RNG'), search: 'ace' };
    expect(withFilter(state, { vendor: 'JL', classify: 'SLOT', minBet: null })).toMatchObject({
      vendor: 'JL',
      classify: 'SLOT',
      search: '',
    });
    expect(withFilter(state, { vendor: null, classify: 'NEW', minBet: 0.5 }).search).toBe('ace');
    expect(withFilter(state, { vendor: null, classify: null, minBet: null }).classify).toBe('ALL');
  });

  it('the tab or the HOT and FAV classifications decide the source', () => {
    expect(sourceOf(params('gameType=RNG'))).toBe('list');
    expect(sourceOf(params('gameType=RNG&tab=recent'))).toBe('recent');
    expect(sourceOf(params('gameType=RNG&classify=HOT'))).toBe('hot');
    expect(sourceOf(params('gameType=RNG&classify=FAV'))).toBe('fav');
  });
});

describe('the game list query', () => {
  it('asks for 26 games of a page for html5, client type 2, with the filters', () => {
    expect(listQuery(params('gameType=RNG&vassalage=JL&minBet=0.5&gameName=ace'), 3, 'EN')).toEqual({
      gameType: 'RNG',
      platform: 'html5',
      clientType: 2,
      pageNo: 3,
      pageSize: 26,
      gameClassify: 'NEW',
      isNew: 1,
      language: 'EN',
      gameName: 'ace',
      vassalage: 'JL',
      minBet: 0.5,
    });
    expect(listQuery(params('gameType=LIVE'), 1, 'EN')).not.toHaveProperty('isNew');
  });
});

describe('vendors and categories', () => {
  it('leaves e-sport and cockfight vendors out of the strip', () => {
    expect(stripVendors(info, 'SPORTS').map((v) => v.vassalage)).toEqual(['BTI']);
    expect(stripVendors(info, 'RNG').map((v) => v.vassalage)).toEqual(['JL', 'PG']);
    expect(stripVendors(undefined, 'RNG')).toEqual([]);
  });

  it('links the other categories, LOTT to the lottery list, never ELOTT', () => {
    expect(otherCategories(info, 'RNG')).toEqual([
      { id: 'SPORTS', href: '/m/gameList?gameType=SPORTS' },
      { id: 'ESPORTS', href: '/m/gameList?gameType=ESPORTS' },
      { id: 'COCKFIGHT', href: '/m/gameList?gameType=COCKFIGHT' },
      { id: 'LOTT', href: '/m/lottery' },
    ]);
  });

  it('offers no classification for fish, New only on RNG, and no ESPORTS on SPORTS', () => {
    const menus = [
      { code: 'ALL', name: 'All' },
      { code: 'NEW', name: 'New' },
      { code: 'SLOT', name: 'Slot' },
      { code: 'ESPORTS', name: 'E-sports' },
    ];
    expect(classifyOptions(menus, 'FISH')).toEqual([]);
    expect(classifyOptions(menus, 'RNG').map((m) => m.code)).toEqual(['NEW', 'SLOT', 'ESPORTS']);
    expect(classifyOptions(menus, 'SPORTS').map((m) => m.code)).toEqual(['SLOT']);
  });
});
