import { describe, expect, it } from 'vitest';
import { HOME_ROUTE, REGISTER_ROUTE, routeAmong } from './route-entry';
import { findRoute, isInAppLink, ownerOf, pathsOf, ROUTES, routePath } from './routes';

describe('route ownership', () => {
  it.each([
    ['/', 'player'],
    ['/m', 'player'],
    ['/m/', 'player'],
    ['/m/index.html', 'player'],
    ['/register.html', 'player'],
    ['/m/gameList', 'player'],
    ['/m/member/home', 'player'],
    ['/m/agent', 'agent'],
    ['/m/agent/team/overview', 'agent'],
    ['/m/agent/anything/deeper', 'agent'],
    ['/m/member/agent/getSalaryContract', 'agent'],
    ['/m/member/agent/unknownContract', 'agent'],
    ['/m/member/team', 'agent'],
    ['/m/member/teamRebate', 'agent'],
    ['/m/member/notice', 'agent'],
    ['/m/redRain', 'agent'],
    ['/m/teamBetting', 'agent'],
    ['/m/agentRegister', 'agent'],
    ['/m/no-such-page', 'player'],
  ] as const)('%s belongs to the %s app', (path, app) => {
    expect(ownerOf(path)).toBe(app);
  });

  it('leaves paths outside the product to others', () => {
    expect(ownerOf('/wps/system/status')).toBeUndefined();
    expect(ownerOf('/mobile')).toBeUndefined();
  });

  it('resolves aliases to their canonical screen', () => {
    expect(findRoute('/m/mine')?.path).toBe('/m/member/home');
    expect(findRoute('/register.html')?.id).toBe('register');
    expect(findRoute('/m/home/')?.id).toBe('home');
    expect(findRoute('/m/nowhere')).toBeUndefined();
  });

  it('finds a route among a few as the whole table finds it, by alias and with a trailing slash', () => {
    const few = [HOME_ROUTE, REGISTER_ROUTE];
    for (const path of ['/', '/m/', '/m/index.html', '/m/home/', '/register.html'])
      expect(routeAmong(few, path)).toBe(findRoute(path));
    expect(routeAmong(few, '/m/login')).toBeUndefined();
  });

  it('has no path listed twice', () => {
    const all = [...pathsOf('player'), ...pathsOf('agent')];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('keeps every path under /m except the legacy root aliases', () => {
    const outside = [...pathsOf('player'), ...pathsOf('agent')].filter((p) => !p.startsWith('/m'));
    expect(outside.sort()).toEqual(['/', '/register.html']);
  });

  it('gives the canonical path of an id', () => {
    expect(routePath('changePsw')).toBe('/m/changePsw');
  });
});

describe('isInAppLink', () => {
  const origin = 'https://m.example';
  it('keeps own paths in the app and sends the other app and other sites to a page load', () => {
    expect(isInAppLink('player', '/m/gameList?gameType=RNG', origin)).toBe(true);
    expect(isInAppLink('player', '/m/agent', origin)).toBe(false);
    expect(isInAppLink('agent', '/m/agent/team/pnl', origin)).toBe(true);
    expect(isInAppLink('agent', '/m/home', origin)).toBe(false);
    expect(isInAppLink('player', 'https://other.example/m/home', origin)).toBe(false);
  });
});
