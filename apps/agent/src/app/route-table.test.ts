import { pathsOf } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { agentRoutes } from './route-table';

describe('agent route table', () => {
  it('answers every agent path of the ownership table and none of the player app', () => {
    const paths = agentRoutes().map((r) => r.path);
    for (const path of pathsOf('agent')) expect(paths).toContain(path);
    for (const path of pathsOf('player')) expect(paths).not.toContain(path);
  });
});
