import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_SCRIPT } from '../testing/fixture-builds';
import { createGatewayHarness } from '../testing/gateway-harness';
import type { GatewayHarness } from '../testing/gateway-harness';
import { CONTENT_SECURITY_POLICY } from './security-headers';

let harness: GatewayHarness;
beforeAll(async () => {
  harness = await createGatewayHarness();
});
afterAll(() => harness.close());

const get = (url: string, init?: RequestInit) => harness.gateway.request(url, init);

describe('caching', () => {
  it('marks hashed assets immutable', async () => {
    for (const url of [
      '/m/assets/index-Ab12Cd34.js',
      '/m/assets/index-Ef56Gh78.css',
      '/m/agent-app/assets/agent-Ij90Kl12.js',
    ]) {
      expect((await get(url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes index.html and config.json revalidate on every load', async () => {
    for (const url of [
      '/m/home',
      '/m/xyz',
      '/m/agent',
      '/m/index.html',
      '/m/agent-app/index.html',
      '/m/config.json',
    ]) {
      expect((await get(url)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/m/assets/index-Ab12Cd34.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/m/assets/index-Ab12Cd34.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('security headers', () => {
  const kinds: [string, string, RequestInit?][] = [
    ['page', '/m/home'],
    ['not-found page', '/m/xyz'],
    ['agent page', '/m/agent'],
    ['asset', '/m/assets/index-Ab12Cd34.js'],
    ['config', '/m/config.json'],
    ['redirect', '/'],
    ['outside 404', '/nope'],
    ['missing file', '/m/assets/missing.js'],
    ['api success', '/wps/system/status', { headers: { Merchant: 'demo' } }],
    ['api failure', '/wps/system/status'],
    ['api 404', '/wps/none', { headers: { Merchant: 'demo' } }],
    ['method not allowed', '/m/home', { method: 'PUT' }],
  ];
  it.each(kinds)('are on a %s response', async (_kind, url, init) => {
    const res = await get(url, init);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('add Strict-Transport-Security only when the client came over https', async () => {
    expect((await get('/m/home')).headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await get('/m/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const direct = await get('https://m.luckypeso.example/wps/none', { headers: { Merchant: 'demo' } });
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const plainProxy = await get('/m/home', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plainProxy.headers.get('strict-transport-security')).toBeNull();
  });

  it('allow no frames, since no screen embeds one (a game or payment page opens as a page of its own)', async () => {
    for (const url of ['/m/home', '/m/agent', '/wps/system/status']) {
      const policy = (await get(url)).headers.get('content-security-policy') ?? '';
      expect(policy.split('; ')).toContain("frame-src 'none'");
    }
  });

  it('allow no inline scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
});

describe('/wps answers', () => {
  const answers: [string, string, RequestInit?][] = [
    ['a success', '/wps/system/settings/consolidated', { headers: { Merchant: 'demo' } }],
    ['a missing merchant', '/wps/system/settings/consolidated'],
    ['an unknown path', '/wps/none', { headers: { Merchant: 'demo' } }],
    ['a refused session', '/wps/member/info', { headers: { Merchant: 'demo', Authorization: 'nope' } }],
    ['a broken body', '/wps/feedback', { method: 'PUT', headers: { Merchant: 'demo' }, body: '{' }],
    ['a dev control', '/__sandbox/sms?mobile=1'],
  ];
  it.each(answers)('are never stored: %s', async (_kind, url, init) => {
    expect((await get(url, init)).headers.get('cache-control')).toBe('no-store');
  });

  it('are never stored when the API itself fails', async () => {
    const failing = harness.withOptions({
      db: {
        ...harness.db,
        get: () => {
          throw new Error('disk gone');
        },
      } as typeof harness.db,
    });
    const res = await failing.request('/wps/system/settings/consolidated', { headers: { Merchant: 'demo' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('source maps', () => {
  it('are refused with 404 although the build has them', async () => {
    for (const url of ['/m/assets/index-Ab12Cd34.js.map', '/m/agent-app/assets/agent-Ij90Kl12.js.map']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('version');
    }
  });

  // The file lookup decodes the path and drops empty segments, so each of these names the map file itself.
  it.each([
    '/m/assets/index-Ab12Cd34.js%2emap',
    '/m/assets/index-Ab12Cd34.js%2Emap',
    '/m/assets/index-Ab12Cd34.js.map/',
    '/m/assets//index-Ab12Cd34.js.MAP',
    '/m/assets/index-Ab12Cd34.js%2Emap%2F',
    '/m/agent-app/assets/agent-Ij90Kl12.js%2emap',
    '/m/agent-app/assets/agent-Ij90Kl12.js.map/',
  ])('are refused when the path spells them otherwise: %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"version"');
  });
});

describe('compression', () => {
  it('sends brotli when accepted and gzip otherwise, and the bytes decode to the file', async () => {
    const br = await get('/m/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('etag')).toMatch(/^W\//);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(PLAYER_SCRIPT);

    const gz = await get('/m/assets/index-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(PLAYER_SCRIPT);
  });

  it('leaves small bodies, images and clients without Accept-Encoding alone', async () => {
    const plain = await get('/m/assets/index-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PLAYER_SCRIPT);
    const small = await get('/m/assets/index-Ef56Gh78.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('body{margin:0}\n');
  });

  it('compresses API answers too', async () => {
    const res = await get('/wps/system/settings/consolidated', {
      headers: { Merchant: 'demo', 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()) as unknown;
    expect(body).toMatchObject({ success: true });
  });
});
