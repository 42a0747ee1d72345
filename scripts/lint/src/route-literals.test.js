import { describe, expect, it } from 'vitest';
import { lintAs } from './repo-eslint.js';
import { isRouteLiteral } from './route-literals.js';

const lint = (filePath, code) => lintAs(filePath, code, 'wps/route-literals');

describe('route literals', () => {
  it('knows a path under /m from other strings', () => {
    for (const text of ['/m', '/m/', '/m/home', '/m?x=1', '/m#top']) expect(isRouteLiteral(text)).toBe(true);
    for (const text of ['/mobile', '/wps/m/home', 'm/home', '', 'home', '/media/x.png']) {
      expect(isRouteLiteral(text)).toBe(false);
    }
  });

  it.each([
    ['a navigate call', 'apps/player/src/features/home/a.ts', "navigate('/m/winnerPage');"],
    ['a link target', 'apps/player/src/features/auth/a.tsx', 'const a = <a href="/m/register">x</a>;'],
    ['a path with a query', 'apps/player/src/lib/a.ts', 'const to = `/m/gameList?gameType=${type}`;'],
    ['the agent app', 'apps/agent/src/app/a.ts', "location.replace('/m/home');"],
  ])('rejects %s', async (_name, file, code) => {
    const messages = await lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/name it through the route table/);
  });

  it.each([
    ['routePath', 'apps/player/src/features/home/a.ts', "navigate(routePath('winnerPage'));"],
    [
      'a query after routePath',
      'apps/player/src/lib/a.ts',
      "const to = `${routePath('gameList')}?gameType=x`;",
    ],
    ['a unit test', 'apps/player/src/features/home/a.test.ts', "expect(href).toBe('/m/home');"],
    ['an end-to-end test', 'e2e/home.spec.ts', "await page.goto('/m/home');"],
    ['the route table', 'packages/config/src/routes.ts', "const r = player('home', '/m/home');"],
    ['a comment', 'apps/player/src/lib/a.ts', '// opens /m/home\nconst x = 1;'],
  ])('allows %s', async (_name, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
