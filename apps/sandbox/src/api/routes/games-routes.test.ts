import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { Game } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';

let h: ApiHarness;
let token: string;
beforeAll(async () => {
  h = await createApiHarness();
  token = await loginToken(h.api);
});
afterAll(() => h.db.close());

const list = async (input: Record<string, unknown>, options = {}) =>
  (await callWps(h.api, WPS_CALLS.gameList, input, options)).body.value as {
    games: Game[];
    totalPages: number;
    total: number;
  };

describe('game list', () => {
  it('pages the whole category: pages join up to the total without repeats', async () => {
    const first = await list({ gameType: 'RNG', pageSize: 100 });
    expect(first.total).toBe(610);
    expect(first.totalPages).toBe(7);
    const ids = new Set<string>();
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1)
      for (const game of (await list({ gameType: 'RNG', pageSize: 100, pageNo })).games) ids.add(game.nodeId);
    expect(ids.size).toBe(610);
  });

  it('applies every filter of the query', async () => {
    const jl = await list({ gameType: 'RNG', vassalage: 'JL', pageSize: 100 });
    expect(jl.total).toBe(120);
    expect(jl.games.every((g) => g.vassalage === 'JL')).toBe(true);
    const cheap = await list({ gameType: 'RNG', minBet: 0.05, pageSize: 100 });
    expect(cheap.games.every((g) => g.minBet === 0.05)).toBe(true);
    const slots = await list({ gameType: 'RNG', gameClassify: 'JACKPOT', pageSize: 100 });
    expect(slots.games.every((g) => g.gameClassifyNew === 'JACKPOT')).toBe(true);
    const fresh = await list({ gameType: 'RNG', isNew: 1, pageSize: 100 });
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const named = await list({ gameType: 'LIVE', gameName: 'bacc' });
    expect(named.games.map((g) => g.gameName).every((n) => /baccarat/i.test(n))).toBe(true);
    expect(named.total).toBeGreaterThan(0);
    const sum = jl.total + (await list({ gameType: 'RNG', vassalage: 'PG' })).total;
    expect(sum).toBeLessThan((await list({ gameType: 'RNG' })).total);
  });

  it('gives live tables their room types (free, VIP, pay per view) and no other game one', async () => {
    const live = await list({ gameType: 'LIVE', pageSize: 100 });
    const types = new Set(live.games.map((g) => g.roomType));
    expect(types).toEqual(new Set(['FREE', 'VIP', 'PPV', undefined]));
    const slots = await list({ gameType: 'RNG', pageSize: 100 });
    expect(slots.games.some((g) => 'roomType' in g)).toBe(false);
  });

  it('localises names by the Language header, with English otherwise', async () => {
    const ty = await list({ gameType: 'FISH', vassalage: 'JL' }, { headers: { Language: 'TY' } });
    expect(ty.games[0]?.gameName).toBe('Hari ng Pangingisda');
    const ja = await list({ gameType: 'FISH', vassalage: 'JL' }, { headers: { Language: 'JA' } });
    expect(ja.games[0]?.gameName).toBe('Fishing King');
  });

  it('marks favourites, and add/remove round-trips through the favourite list', async () => {
    const game = { nodeId: '10070', vendor: 'JL' };
    await callWps(h.api, WPS_CALLS.favouriteAdd, game, { token });
    await callWps(h.api, WPS_CALLS.favouriteAdd, game, { token }); // twice is harmless
    const favs = (await callWps(h.api, WPS_CALLS.favouriteList, {}, { token })).body.value;
    expect(favs.games[0].nodeId).toBe('10070');
    expect(favs.games.filter((g: Game) => g.nodeId === '10070')).toHaveLength(1);
    expect(
      (await list({ gameType: 'RNG', gameClassify: 'FAV' }, { token })).games.every((g) => g.favourite),
    ).toBe(true);
    await callWps(h.api, WPS_CALLS.favouriteRemove, game, { token });
    expect((await callWps(h.api, WPS_CALLS.favouriteIds, {}, { token })).body.value).not.toContain('10070');
    const wrongVendor = await callWps(
      h.api,
      WPS_CALLS.favouriteAdd,
      { nodeId: '10070', vendor: 'PG' },
      { token },
    );
    expect(wrongVendor.body.errorCode).toBe('record.not.found');
  });

  it('launching puts the game first in the recent list', async () => {
    await callWps(
      h.api,
      WPS_CALLS.launchGame,
      { category: 'FISH', vendor: 'JL', nodeId: '10045' },
      { token },
    );
    const recent = (await callWps(h.api, WPS_CALLS.recentList, {}, { token })).body.value;
    expect(recent.games[0].nodeId).toBe('10045');
  });
});

describe('winners, hot games and vendors', () => {
  it('sorts the winner board by winAmount, highest first, and honours limitNum', async () => {
    const board = (await callWps(h.api, WPS_CALLS.winnerBoard, { limitNum: 20 })).body.value as {
      vo: { winAmount: number; customerName: string };
    }[];
    expect(board.length).toBeGreaterThan(3);
    expect(board.length).toBeLessThanOrEqual(20);
    const amounts = board.map((row) => row.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(board.every((row) => row.vo.customerName.includes('***'))).toBe(true);
  });

  it('groups vendors by category with their game counts (ESPORTS TF, COCKFIGHT DS88)', async () => {
    const info = (await callWps(h.api, WPS_CALLS.gameVendorList)).body.value;
    const total = info.items.reduce((sum: number, item: { gameCount: number }) => sum + item.gameCount, 0);
    expect(total).toBeGreaterThanOrEqual(600);
    const vendorsOf = (category: string) =>
      info.items
        .find((i: { gameCategory: string }) => i.gameCategory === category)
        .vendorNames.map((v: { vassalage: string }) => v.vassalage);
    expect(vendorsOf('ESPORTS')).toEqual(['TF']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['DS88']);
    expect(vendorsOf('ELOTT')).toEqual(['TCG_LOTTO_VN', 'ELOTT']);
  });

  it('answers hot games of a category only', async () => {
    const hot = (await callWps(h.api, WPS_CALLS.hotGames, { gameType: 'LIVE' })).body.value as Game[];
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.gameType === 'LIVE')).toBe(true);
  });
});
