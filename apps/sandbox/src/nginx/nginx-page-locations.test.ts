import { AGENT_PREFIXES, pathsOf } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { nginxPageLocations, pagePattern } from './nginx-page-locations';

describe('nginx page locations', () => {
  const agent = new RegExp(pagePattern('agent'));
  const player = new RegExp(pagePattern('player'));

  it('match every page path of its app and none of the other app', () => {
    for (const path of pathsOf('agent')) {
      expect(agent.test(path)).toBe(true);
      expect(player.test(path)).toBe(false);
    }
    for (const path of pathsOf('player').filter((p) => !['/', '/m', '/m/'].includes(p))) {
      expect(player.test(path)).toBe(true);
      expect(agent.test(path)).toBe(false);
    }
  });

  it('treat dots literally and allow a trailing slash', () => {
    expect(player.test('/m/registerXhtml')).toBe(false);
    expect(player.test('/m/home/')).toBe(true);
    expect(player.test('/m/home/extra')).toBe(false);
  });

  it('send unknown agent subpaths to the agent index with 404', () => {
    const config = nginxPageLocations();
    for (const prefix of AGENT_PREFIXES) expect(config).toContain(`location ${prefix} {`);
    expect(config).toContain('error_page 404 /m/agent-app/index.html;');
    expect(config).toContain('try_files /m/index.html =503;');
  });
});
