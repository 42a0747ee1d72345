import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenFinder } from './screen-finder';

const routes: RouteObject[] = [
  { path: '/m/home', handle: { screen: 'home' } },
  { path: '/m/gameList', handle: { screen: 'gameList' } },
  { path: '/m/agent/*', handle: { screen: 'agent' } },
  { path: '/m/index', handle: { screen: 'home' } },
  { path: '*', handle: { screen: 'notFound' } },
];

describe('screenFinder', () => {
  it('names the screen of the matching route, an alias its screen, anything else the catch-all', () => {
    const screenAt = screenFinder(routes, 'notFound');
    expect(screenAt('/m/home')).toBe('home');
    expect(screenAt('/m/index')).toBe('home');
    expect(screenAt('/m/agent/team')).toBe('agent');
    expect(screenAt('/m/nowhere')).toBe('notFound');
  });

  it('answers the fallback where no route matches or the match has no screen', () => {
    const screenAt = screenFinder([{ path: '/m/plain' }], 'notFound');
    expect(screenAt('/m/plain')).toBe('notFound');
    expect(screenAt('/elsewhere')).toBe('notFound');
  });

  it('gives the same answers again, past the number of addresses it keeps too', () => {
    const screenAt = screenFinder<string>(routes, 'notFound');
    const addresses = Array.from({ length: 250 }, (_, index) =>
      index % 2 ? `/m/agent/page-${index}` : `/m/missing-${index}`,
    );
    const first = addresses.map(screenAt);
    expect(addresses.map(screenAt)).toEqual(first);
    expect(first.filter((screen) => screen === 'agent')).toHaveLength(125);
    expect(screenAt('/m/gameList')).toBe('gameList');
  });
});

describe('screenFinder against React Router', () => {
  const table: RouteObject[] = [
    { path: '/m/home', handle: { screen: 'home' } },
    { path: '/m/gameList', handle: { screen: 'gameList' } },
    { path: '/m/game/:vendor', handle: { screen: 'vendorGames' } },
    { path: '/m/game/all', handle: { screen: 'allGames' } },
    { path: '/m/Exact', caseSensitive: true, handle: { screen: 'exact' } },
    { path: '/m/twice', handle: { screen: 'first' } },
    { path: '/m/twice', handle: { screen: 'second' } },
    {
      path: '/m/section',
      handle: { screen: 'section' },
      children: [{ path: 'inner', handle: { screen: 'inner' } }],
    },
    { path: '/', handle: { screen: 'root' } },
    { path: '*', handle: { screen: 'notFound' } },
  ];
  const screenOf = (pathname: string) =>
    (matchRoutes(table, pathname)?.at(-1)?.route.handle as { screen?: string } | undefined)?.screen ??
    'notFound';

  it('names the screen matchRoutes names, for static, dynamic, odd-cased and unknown addresses', () => {
    const screenAt = screenFinder<string>(table, 'notFound');
    const addresses = [
      '/m/home',
      '/m/HOME',
      '/m/home/',
      '/m/home//',
      '/m/gamelist',
      '/m/game/all',
      '/m/game/ALL',
      '/m/game/pg',
      '/m/Exact',
      '/m/exact',
      '/m/twice',
      '/m/section',
      '/m/section/inner',
      '/m/h%6Fme',
      '/',
      '',
      '/m/nowhere',
    ];
    for (const address of addresses) expect(screenAt(address), address).toBe(screenOf(address));
    expect(screenAt('/m/game/all')).toBe('allGames');
    expect(screenAt('/m/HOME')).toBe('home');
  });
});
