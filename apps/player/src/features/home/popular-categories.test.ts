import type { GameVendorInfo } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { sportsCategoryOf } from '../../lib/games/sports-category';
import { filterByName, popularCategories, selectedCategory, viewOf } from './popular-categories';

const vendor = (gameType: string, vassalage: string) => ({
  gameType,
  vassalage,
  mobileSmallIcon: `/wps/img/vendor/${vassalage}.svg`,
  accountTypeName: vassalage,
});

const info = (items: Record<string, string[]>, sorting = Object.keys(items)): GameVendorInfo => ({
  sorting,
  items: Object.entries(items).map(([gameCategory, vendors]) => ({
    gameCategory,
    vendorNames: vendors.map((code) => vendor(gameCategory, code)),
    gameCount: vendors.length,
  })),
});

const ids = (value: GameVendorInfo | undefined) => popularCategories(value).map((category) => category.id);

describe('popular categories', () => {
  it('puts HOT first, adding it when the server lacks it, and keeps it once when listed', () => {
    expect(ids(info({ RNG: ['JL'], LIVE: ['EVO'] }))).toEqual(['HOT', 'RNG', 'LIVE']);
    expect(ids(info({ LIVE: ['EVO'], HOT: ['JL'] }))).toEqual(['HOT', 'LIVE']);
    expect(ids(undefined)).toEqual(['HOT']);
  });

  it('splits SPORTS vendors: ESPORTS right after SPORTS, COCKFIGHT right after RNG', () => {
    const categories = popularCategories(
      info({ SPORTS: ['BTI', 'TF', 'DS88'], LIVE: ['EVO'], RNG: ['JL'], PVP: ['KM'] }),
    );
    expect(categories.map((c) => c.id)).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'RNG',
      'COCKFIGHT',
      'PVP',
    ]);
    const vendorsOf = (id: string) => categories.find((c) => c.id === id)?.vendors.map((v) => v.vassalage);
    expect(vendorsOf('SPORTS')).toEqual(['BTI']);
    expect(vendorsOf('ESPORTS')).toEqual(['TF']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['DS88']);
  });

  it('moves categories the server lists on their own to the same places, merging their vendors', () => {
    const order = ids(
      info({
        SPORTS: ['BTI', 'TF'],
        LIVE: ['EVO'],
        RNG: ['PG'],
        INHOUSE: ['LP'],
        COCKFIGHT: ['DS88'],
        ESPORTS: ['X'],
      }),
    );
    expect(order).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'COCKFIGHT', 'INHOUSE']);
  });

  it('puts COCKFIGHT last without RNG and leaves out empty and unknown categories', () => {
    expect(ids(info({ SPORTS: ['DS88', 'BTI'], LIVE: [], MYSTERY: ['Q'], LOTT: ['LOTT'] }))).toEqual([
      'HOT',
      'SPORTS',
      'LOTT',
      'COCKFIGHT',
    ]);
  });

  it('follows the sorting order of the server', () => {
    expect(ids(info({ RNG: ['JL'], LIVE: ['EVO'] }, ['LIVE', 'RNG']))).toEqual(['HOT', 'LIVE', 'RNG']);
  });

  it('knows the category of a sports-like vendor', () => {
    expect([sportsCategoryOf('TF'), sportsCategoryOf('DS88'), sportsCategoryOf('BTI')]).toEqual([
      'ESPORTS',
      'COCKFIGHT',
      'SPORTS',
    ]);
  });

  it('selects the category of the address when the menu has it, else HOT', () => {
    const categories = popularCategories(info({ RNG: ['JL'] }));
    expect(selectedCategory(categories, 'RNG')).toBe('RNG');
    expect(selectedCategory(categories, 'rng')).toBe('RNG');
    expect(selectedCategory(categories, 'LIVE')).toBe('HOT');
    expect(selectedCategory(categories, null)).toBe('HOT');
  });

  it('shows hot games, a game menu or vendor tiles by category', () => {
    expect(viewOf('HOT')).toBe('hot');
    expect(['RNG', 'PVP', 'LIVE', 'FISH', 'INHOUSE'].map((c) => viewOf(c as 'RNG'))).toEqual(
      Array(5).fill('menu'),
    );
    expect(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map((c) => viewOf(c as 'LOTT'))).toEqual(
      Array(5).fill('vendors'),
    );
  });
});

describe('filterByName', () => {
  const games = [{ gameName: 'Golden Empire' }, { gameName: 'Fishing King' }, { gameName: 'Super Ace' }];

  it('keeps games whose name contains the text, ignoring case and outer spaces', () => {
    expect(filterByName(games, '  gold ')).toEqual([{ gameName: 'Golden Empire' }]);
    expect(filterByName(games, 'E').map((g) => g.gameName)).toEqual(['Golden Empire', 'Super Ace']);
  });

  it('keeps every game for an empty search and none for an unknown name', () => {
    expect(filterByName(games, '')).toEqual(games);
    expect(filterByName(games, 'zzz')).toEqual([]);
  });
});
