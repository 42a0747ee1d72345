import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_CONFIG } from '../testing/fixture-builds';
import { createGatewayHarness } from '../testing/gateway-harness';
import type { GatewayHarness } from '../testing/gateway-harness';
import { inlineScriptHashes, policyWithScriptHashes, withRuntimeConfig } from './page-document';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const EARLY = 'const early = document.getElementById("wps-runtime-config");';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A player page as the build writes it: the empty config element, the app's file and the inline early script. */
const PAGE = [
  '<!doctype html><html><head>',
  '<script type="application/json" id="wps-runtime-config"></script>',
  '<script type="module" crossorigin src="/m/assets/index-Ab12Cd34.js"></script>',
  `</head><body><div id="root"></div><script type="module" async>${EARLY}</script></body></html>`,
].join('');

const configIn = (html: string): unknown =>
  JSON.parse(/id="wps-runtime-config">([^<]*)<\/script>/.exec(html)?.[1] || 'null');

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, not data blocks or files', () => {
    const html = `${PAGE}<script>classic()</script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(EARLY), hashOf('classic()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script type="module" src="/m/a.js"></script>')).toEqual([]);
  });
});

describe('policyWithScriptHashes', () => {
  it('adds the hashes to script-src and changes nothing else', () => {
    const policy = policyWithScriptHashes(CONTENT_SECURITY_POLICY, ["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy.replace(" 'sha256-abc='", '')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('withRuntimeConfig', () => {
  it('writes the config into the empty element', () => {
    expect(configIn(withRuntimeConfig(PAGE, JSON.stringify(PLAYER_CONFIG)))).toEqual(PLAYER_CONFIG);
  });

  it('escapes every value that could end the element or open a comment', () => {
    const brandName = '</script><script>alert(1)</script><!--&';
    const html = withRuntimeConfig(PAGE, JSON.stringify({ ...PLAYER_CONFIG, brandName }));
    expect(html).not.toContain('alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(PAGE.match(/<\/script>/g)?.length ?? 0);
    expect(configIn(html)).toEqual({ ...PLAYER_CONFIG, brandName });
  });

  it('leaves a config that is not JSON out, so the page fetches the file and reports it', () => {
    expect(withRuntimeConfig(PAGE, '{ "merchantCode": ')).toBe(PAGE);
  });

  it('changes nothing in a page without the element', () => {
    const page = '<!doctype html><body>agent</body>';
    expect(withRuntimeConfig(page, JSON.stringify(PLAYER_CONFIG))).toBe(page);
  });
});

describe('the gateway serving a page with an inline script', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await createGatewayHarness();
    await writeFile(path.join(harness.builds.playerDist, 'index.html'), PAGE);
  });
  afterAll(() => harness.close());

  it('writes the runtime config into every page and allows exactly its early script', async () => {
    for (const url of ['/m/home', '/m/login', '/m/xyz']) {
      const res = await harness.gateway.request(url);
      const html = await res.text();
      expect(configIn(html)).toEqual(PLAYER_CONFIG);
      expect(res.headers.get('content-security-policy')).toBe(
        policyWithScriptHashes(CONTENT_SECURITY_POLICY, [hashOf(EARLY)]),
      );
    }
  });

  it("leaves the config out of index.html asked for by name, the worker's cached shell", async () => {
    const res = await harness.gateway.request('/m/index.html');
    expect(await res.text()).toBe(PAGE);
    expect(res.headers.get('content-security-policy')).toContain(hashOf(EARLY));
  });

  it('writes the file named by runtimeConfigFile, and a page whose config changed has a new ETag', async () => {
    const first = await harness.gateway.request('/m/home');
    const etag = first.headers.get('etag') ?? '';
    expect((await harness.gateway.request('/m/home', { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
    const other = path.join(harness.builds.root, 'other-config.json');
    await writeFile(other, JSON.stringify({ ...PLAYER_CONFIG, currency: 'USD' }));
    const changed = await harness
      .withOptions({ runtimeConfigFile: other })
      .request('/m/home', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(configIn(await changed.text())).toEqual({ ...PLAYER_CONFIG, currency: 'USD' });
  });

  it("lets a Firebase merchant's pages reach Firebase and keep sight of its sign-in popup, and no one else's", async () => {
    expect((await harness.gateway.request('/m/login')).headers.get('cross-origin-opener-policy')).toBe(
      'same-origin',
    );
    const firebaseConfig = path.join(harness.builds.root, 'firebase-config.json');
    const web = {
      apiKey: 'demo-key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo-p',
      appId: '1:2:web:3',
    };
    await writeFile(
      firebaseConfig,
      JSON.stringify({
        ...PLAYER_CONFIG,
        firebaseEnabled: true,
        firebase: web,
        firebaseAuthEmulatorUrl: 'http://127.0.0.1:9099',
      }),
    );
    const res = await harness.withOptions({ runtimeConfigFile: firebaseConfig }).request('/m/login');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com .*http:\/\/127\.0\.0\.1:9099;/,
    );
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/apis\.google\.com /);
    expect(policy).toContain(
      'frame-src https://demo.firebaseapp.com https://www.google.com/recaptcha/ ' +
        'https://recaptcha.google.com/recaptcha/ http://127.0.0.1:9099;',
    );
  });

  it('keeps the strict policy on everything that is not a page', async () => {
    for (const url of ['/m/config.json', '/m/assets/index-Ab12Cd34.js']) {
      const res = await harness.gateway.request(url);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});
