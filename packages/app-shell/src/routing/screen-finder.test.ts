import type { RouteObject } from 'react-router';
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
