import { describe, expect, it } from 'vitest';
import { callAddress, firstPaintPlan, gameListFirstPage } from './first-paint-plan';

const paths = (pathname: string, search = '', language = 'EN') =>
  firstPaintPlan(pathname, search, language).map(callAddress);

describe('the first-paint plan', () => {
  it("asks for a game list's first page and vendors when the address names only the game type", () => {
    expect(paths('/m/gameList', '?gameType=rng').slice(1, 3)).toEqual([
      '/relay/GCSGAME_gameList?gameType=RNG&platform=html5&clientType=2&pageNo=1&pageSize=26&gameClassify=NEW&language=EN&isNew=1',
      '/relay/GCSGAME_getGameVendorList?language=EN',
    ]);
    expect(paths('/m/gameList', '?gameType=LIVE', 'VI')[1]).toBe(
      '/relay/GCSGAME_gameList?gameType=LIVE&platform=html5&clientType=2&pageNo=1&pageSize=26&gameClassify=ALL&language=VI',
    );
    // Any other parameter changes the screen's call: the list asks for its own first page.
    expect(gameListFirstPage('?gameType=RNG&tab=hot', 'EN')).toBeUndefined();
    expect(gameListFirstPage('', 'EN')).toBeUndefined();
    expect(gameListFirstPage('?gameType=%3Cx%3E', 'EN')).toBeUndefined();
    expect(paths('/m/gameList', '?gameType=RNG&tab=hot')).toHaveLength(3);
  });

  it('gives the store the same first page the list screen asks for', () => {
    const [, list] = firstPaintPlan('/m/gameList', '?gameType=RNG', 'EN');
    expect(list).toMatchObject({
      path: '/relay/GCSGAME_gameList',
      firstRenderWaits: true,
      args: {
        gameType: 'RNG',
        platform: 'html5',
        clientType: 2,
        pageNo: 1,
        pageSize: 26,
        gameClassify: 'NEW',
        language: 'EN',
        isNew: 1,
      },
    });
  });

  it('sends the start-up status first on every screen: an outage is said in the loading shell as soon as it answers', () => {
    for (const [pathname, search] of [
      ['/m/home', ''],
      ['/m/login', ''],
      ['/m/register', ''],
      ['/m/gameList', '?gameType=RNG'],
      ['/m/promotions', ''],
    ] as const)
      expect(paths(pathname, search)[0]).toBe('/system/status');
  });

  it("sends home's announcements next, the same address with a session (its token is never in it)", () => {
    const [, visitor] = firstPaintPlan('/m/home', '', 'EN');
    expect(visitor && callAddress(visitor)).toBe(
      '/relay/CCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home',
    );
    expect(visitor?.pictures).toBe('firstBanner');
    expect(visitor?.args).toEqual({ types: ['B', 'PL', 'PU', 'H'], groupName: 'm_home' });
  });

  it("starts login's and register's form calls without holding the first render for them", () => {
    expect(paths('/m/register', '?gameType=RNG')).toEqual([
      '/system/status',
      '/system/setting/register',
      '/system/settings/consolidated',
      '/system/whitelabel',
    ]);
    const login = firstPaintPlan('/m/login', '', 'EN');
    expect(login.filter((call) => !call.firstRenderWaits).map((call) => call.path)).toEqual([
      '/member/trialuser',
      '/system/setting/register',
    ]);
    expect(login.filter((call) => call.firstRenderWaits)).toHaveLength(3);
  });
});
