import { describe, expect, it } from 'vitest';
import { hotMatchTarget } from './hot-match-launch';
import { gameOpening, prizeModeFor, vendorHref, type LaunchableGame } from './game-targets';

const game = (overrides: Partial<LaunchableGame>): LaunchableGame => ({
  gameType: 'RNG',
  vassalage: 'JL',
  nodeId: '10100',
  gameId: 'jl_rng_1',
  gameCode: 'jl_rng_1',
  lottoMode: '',
  ...overrides,
});

const query = (href: string) => Object.fromEntries(new URL(href, 'http://site').searchParams);

describe('vendor tiles', () => {
  it('open the game list of the category filtered to the vendor', () => {
    expect(vendorHref('SPORTS', 'BTI', [])).toBe('/m/gameList?gameType=SPORTS&vassalage=BTI');
    expect(vendorHref('COCKFIGHT', 'DS88', [])).toBe('/m/gameList?gameType=COCKFIGHT&vassalage=DS88');
  });

  it('open the lottery list for LOTT and ELOTT with the prize mode', () => {
    expect(vendorHref('LOTT', 'TCG_SEA', ['TCG_LOTTO_VN'])).toBe(
      '/m/lottery?prizeMode=LOTT&vassalage=TCG_SEA',
    );
    expect(query(vendorHref('ELOTT', 'ELOTT', ['TCG_LOTTO_VN', 'ELOTT']))).toEqual({
      prizeMode: 'ELOTT',
      vassalage: 'ELOTT',
    });
    expect(query(vendorHref('ELOTT', 'ELOTT', ['ELOTT'])).prizeMode).toBe('LOTT');
  });

  it('choose ELOTT as prize mode only with TCG_LOTTO_VN or LOTT among the ELOTT vendors', () => {
    expect(prizeModeFor(['LOTT'])).toBe('ELOTT');
    expect(prizeModeFor(['TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeFor(['ELOTT', 'TCG_SEA'])).toBe('LOTT');
  });
});

describe('opening a game', () => {
  it('launches ordinary games through the game launch', () => {
    expect(gameOpening(game({}))).toEqual({
      kind: 'launch',
      target: { category: 'RNG', vendor: 'JL', nodeId: '10100', gameId: 'jl_rng_1' },
    });
    const noGameId = gameOpening(game({ gameType: 'LIVE', vassalage: 'EVO', gameId: '' }));
    expect(noGameId).toEqual({
      kind: 'launch',
      target: { category: 'LIVE', vendor: 'EVO', nodeId: '10100' },
    });
  });

  it('sends lottery games to the lottery launch page, lobby for TCG vendors', () => {
    const vn = gameOpening(
      game({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'vn_1', lottoMode: 'Entertainment' }),
    );
    expect(vn.kind).toBe('route');
    if (vn.kind !== 'route') return;
    expect(vn.href.startsWith('/m/launchGame?')).toBe(true);
    expect(query(vn.href)).toEqual({
      playType: 'ent',
      prize_mode: 'ELOTT',
      code: 'lobby',
      vendor: 'TCG_LOTTO_VN',
      pageBack: 'home',
    });
    const lott = gameOpening(game({ gameType: 'LOTT', vassalage: 'LOTT', gameCode: 'lott_6_42' }));
    expect(lott.kind === 'route' && query(lott.href)).toMatchObject({
      playType: 'trad',
      prize_mode: 'LOTT',
      code: 'lott_6_42',
    });
  });

  it('opens a hot match in its vendor category', () => {
    const match = {
      matchTime: 0,
      league: 'PBA',
      homeTeam: 'A',
      awayTeam: 'B',
      homeTeamImageUrl: '',
      awayTeamImageUrl: '',
      vendor: 'TF',
      roomId: '10004',
      nodeId: '10004',
      supportPlay: 1,
    };
    expect(hotMatchTarget(match)).toEqual({
      category: 'ESPORTS',
      vendor: 'TF',
      nodeId: '10004',
      gameId: '10004',
    });
    expect(hotMatchTarget({ ...match, vendor: 'BTI' }).category).toBe('SPORTS');
  });
});
