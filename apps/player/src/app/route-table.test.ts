import { pathsOf } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { playerRoutes } from './route-table';

describe('player route table', () => {
  it('answers every player path of the ownership table and nothing of the agent app', () => {
    const paths = playerRoutes().map((r) => r.path);
    for (const path of pathsOf('player')) expect(paths).toContain(path);
    for (const path of pathsOf('agent')) expect(paths).not.toContain(path);
    expect(paths.at(-1)).toBe('*');
  });

  it('loads every screen lazily', () => {
    const screens = playerRoutes().filter((r) => r.handle);
    expect(screens.every((r) => typeof r.lazy === 'function' && !r.Component)).toBe(true);
  });
});
