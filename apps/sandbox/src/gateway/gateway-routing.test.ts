import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_INDEX, PLAYER_INDEX } from '../testing/fixture-builds';
import { createGatewayHarness } from '../testing/gateway-harness';
import type { GatewayHarness } from '../testing/gateway-harness';

let harness: GatewayHarness;
beforeAll(async () => {
  harness = await createGatewayHarness();
});
afterAll(() => harness.close());

const get = (url: string, init?: RequestInit) => harness.gateway.request(url, init);

describe('page routes by ownership', () => {
  it.each([
    '/m/home',
    '/m/index',
    '/m/login',
    '/m/register.html',
    '/register.html',
    '/m/gameList?gameType=RNG',
    '/m/home/',
  ])('%s → player index.html, 200', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(PLAYER_INDEX);
  });

  it.each([
    '/m/agent',
    '/m/member/agent/getSalaryContract',
    '/m/agent/team/overview',
    '/m/member/notice?types=A',
  ])('%s → agent index.html, 200', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(AGENT_INDEX);
  });

  it('answers a path missing from the table with the owner’s index.html and status 404', async () => {
    const player = await get('/m/xyz');
    expect(player.status).toBe(404);
    expect(await player.text()).toBe(PLAYER_INDEX);
    const agent = await get('/m/agent/not-a-screen');
    expect(agent.status).toBe(404);
    expect(await agent.text()).toBe(AGENT_INDEX);
  });

  it.each([
    ['/', '/m/home'],
    ['/m', '/m/home'],
    ['/m/', '/m/home'],
    ['/?affiliateCode=AB12', '/m/home?affiliateCode=AB12'],
  ])('redirects %s to %s', async (url, location) => {
    const res = await get(url);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });

  it('answers paths outside /m and /wps with a plain 404', async () => {
    for (const url of ['/favicon.ico', '/admin', '/mobile/home']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('refuses writes to pages', async () => {
    const res = await get('/m/home', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await get('/m/home', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});

describe('build files', () => {
  it('serves player files under /m/ and agent files under /m/agent-app/', async () => {
    const script = await get('/m/assets/index-Ab12Cd34.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const agentScript = await get('/m/agent-app/assets/agent-Ij90Kl12.js');
    expect(await agentScript.text()).toBe('export {};\n');
    const agentIndex = await get('/m/agent-app/index.html');
    expect(await agentIndex.text()).toBe(AGENT_INDEX);
    expect((await get('/m/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('never answers a missing file with an HTML page', async () => {
    for (const url of ['/m/assets/gone-123.js', '/m/agent-app/assets/gone.js', '/m/agent-app/nothing']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('refuses hidden files and paths that climb out of the build', async () => {
    for (const url of ['/m/.env', '/m/%2e%2e/agent/index.html', '/m/assets/..%2f..%2fagent/index.html']) {
      const res = await get(url);
      expect([404]).toContain(res.status);
      expect(await res.text()).not.toContain('agent-index');
    }
  });

  it('answers 503 with a pnpm build hint when a build is missing', async () => {
    const missing = path.join(harness.builds.root, 'not-built');
    const gateway = harness.withOptions({ agentDist: missing });
    const res = await gateway.request('/m/agent');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('pnpm build');
    expect((await gateway.request('/m/home')).status).toBe(200);
    const noPlayer = harness.withOptions({ playerDist: missing });
    expect((await noPlayer.request('/m/home')).status).toBe(503);
    expect((await noPlayer.request('/m/agent')).status).toBe(200);
  });
});

describe('/wps through the gateway', () => {
  it('hands /wps/* to the sandbox API', async () => {
    const res = await get('/wps/system/status', { headers: { Merchant: 'demo' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, value: { location: 'PH' } });
    const unknown = await get('/wps/nothing', { headers: { Merchant: 'demo' } });
    expect(await unknown.json()).toMatchObject({ errorCode: 'request.url.empty' });
  });
});
