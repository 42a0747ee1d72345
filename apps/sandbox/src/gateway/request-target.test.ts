import { describe, expect, it } from 'vitest';
import { homeLocation, requestTarget } from './request-target';

describe('requestTarget', () => {
  it.each(['/wps', '/wps/system/status', '/wps/unknown/deep/path'])('sends %s to the API', (path) => {
    expect(requestTarget(path)).toEqual({ kind: 'api' });
  });

  it.each(['/', '/m', '/m/'])('redirects %s home', (path) => {
    expect(requestTarget(path)).toEqual({ kind: 'home-redirect' });
  });

  it('serves /m/agent-app/* from the agent build', () => {
    expect(requestTarget('/m/agent-app/assets/x.js')).toEqual({
      kind: 'agent-file',
      relativePath: 'assets/x.js',
    });
  });

  it.each([
    ['/m/home', 'player', 200, false, 'home'],
    ['/register.html', 'player', 200, false, ''],
    ['/m/register.html', 'player', 200, false, 'register.html'],
    ['/m/assets/app.js', 'player', 404, true, 'assets/app.js'],
    ['/m/xyz', 'player', 404, false, 'xyz'],
    ['/m/agent', 'agent', 200, false, 'agent'],
    ['/m/member/agent/getHourContract', 'agent', 200, false, 'member/agent/getHourContract'],
    ['/m/agent/anything', 'agent', 404, false, 'agent/anything'],
  ] as const)('classifies %s', (path, owner, status, fileLike, relativePath) => {
    expect(requestTarget(path)).toEqual({ kind: 'app-path', owner, status, fileLike, relativePath });
  });

  it.each(['/api', '/mobile', '/wpsx', '/favicon.ico'])('leaves %s outside the product', (path) => {
    expect(requestTarget(path)).toEqual({ kind: 'outside' });
  });

  it('keeps the query on the home redirect', () => {
    expect(homeLocation('?code=1')).toBe('/m/home?code=1');
    expect(homeLocation('')).toBe('/m/home');
  });
});
