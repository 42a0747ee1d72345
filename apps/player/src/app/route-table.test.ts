import { pathsOf } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { playerRoutes, screenAt } from './route-table';

describe('player route table', () => {
  it('answers every player path of the ownership table and nothing of the agent app', () => {
    const paths = playerRoutes().map((r) => r.path);
    for (const path of pathsOf('player')) expect(paths).toContain(path);
    for (const path of pathsOf('agent')) expect(paths).not.toContain(path);
    expect(paths.at(-1)).toBe('*');
  });

  it('knows the screen of a path, an alias and an unknown address', () => {
    expect(screenAt('/m/home')).toBe('home');
    expect(screenAt('/m/gameList')).toBe('gameList');
    expect(screenAt('/m/')).toBe('home');
    expect(screenAt('/m/no-such-page')).toBe('notFound');
  });
});
