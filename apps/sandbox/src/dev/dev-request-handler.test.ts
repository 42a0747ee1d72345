import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CONTENT_SECURITY_POLICY } from '../gateway/security-headers';
import { createApiHarness } from '../testing/api-harness';
import type { ApiHarness } from '../testing/api-harness';
import type { AppViteServer } from './app-vite-server';
import { createDevRequestHandler } from './dev-request-handler';

/** Stands in for a Vite dev server: answers module requests with a marker, pages with its own index. */
function fakeVite(app: 'player' | 'agent', base: string): AppViteServer {
  const middlewares = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.endsWith('/missing.js')) return next();
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    res.end(`${app}-vite ${req.url}`);
  };
  return {
    app,
    base,
    middlewares: middlewares as unknown as AppViteServer['middlewares'],
    indexHtml: async (url) => `<html>${app}-index ${url}</html>`,
    close: async () => {},
  };
}

let server: Server;
let origin: string;
let harness: ApiHarness;
const runtimeConfigFile = path.join(tmpdir(), `wps-dev-config-${process.pid}.json`);

beforeAll(async () => {
  harness = await createApiHarness();
  await writeFile(runtimeConfigFile, '{"broken":');
  const handle = createDevRequestHandler({
    api: harness.api,
    player: fakeVite('player', '/m/'),
    agent: fakeVite('agent', '/m/agent-app/'),
    runtimeConfigFile,
  });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  harness.db.close();
});

const html = { Accept: 'text/html,application/xhtml+xml' };
const fetchText = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${origin}${url}`, { headers, redirect: 'manual' });
  return { status: res.status, text: await res.text(), headers: res.headers };
};

describe('dev request handler', () => {
  it.each([
    ['/m/home', {}, 200, 'player-index /m/home'],
    ['/register.html', {}, 200, 'player-index /register.html'],
    ['/m/xyz', html, 404, 'player-index /m/xyz'],
    ['/m/agent', {}, 200, 'agent-index /m/agent'],
    ['/m/member/agent/getSalaryContract', html, 200, 'agent-index'],
  ])('serves the owner’s transformed index for %s', async (url, headers, status, body) => {
    const res = await fetchText(url, headers);
    expect(res.status).toBe(status);
    expect(res.text).toContain(body);
    expect(res.headers.get('content-security-policy')).toBe(DEV_CONTENT_SECURITY_POLICY);
  });

  it.each([
    ['/m/src/main.tsx', 'player-vite /m/src/main.tsx'],
    ['/m/@vite/client', 'player-vite /m/@vite/client'],
    ['/m/agent-app/@vite/client', 'agent-vite /m/agent-app/@vite/client'],
  ])('hands module request %s to the right Vite server', async (url, body) => {
    expect((await fetchText(url, { Accept: '*/*' })).text).toBe(body);
  });

  it('answers /wps from the API, / with a redirect, and unknown files with 404', async () => {
    const status = await fetchText('/wps/system/status', { Merchant: 'demo' });
    expect(JSON.parse(status.text)).toMatchObject({ success: true });
    const home = await fetchText('/');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/m/home');
    expect((await fetchText('/m/assets/missing.js')).status).toBe(404);
    expect((await fetchText('/elsewhere')).status).toBe(404);
  });

  it('serves /m/config.json from WPS_RUNTIME_CONFIG when set', async () => {
    const res = await fetchText('/m/config.json');
    expect(res.text).toBe('{"broken":');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
