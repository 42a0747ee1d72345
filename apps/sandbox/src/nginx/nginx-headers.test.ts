import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NGINX_API_CACHE_LINES,
  NGINX_SOURCE_MAP_LOCATION,
  SCRIPT_HASH_PLACEHOLDER,
  nginxHeaderSnippet,
  snippetForBuild,
} from './nginx-headers';

const SANDBOX_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README = readFileSync(path.join(SANDBOX_DIR, 'README.md'), 'utf8');

/** The body of the README's nginx block that follows `marker`. */
function nginxBlockAfter(marker: string): string {
  const from = README.indexOf(marker);
  expect(from, `README has no "${marker}"`).toBeGreaterThan(-1);
  const match = /```nginx\n([\s\S]*?)```/.exec(README.slice(from));
  return match?.[1]?.trim() ?? '';
}

/** The sources of the snippet's `script-src` directive. */
function scriptSources(snippet: string): string[] {
  const csp = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(snippet)?.[1] ?? '';
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A merchant's `config.json` with Firebase sign-in on (the README's example uses the same one). */
const FIREBASE_MERCHANT_CONFIG = JSON.stringify({
  firebaseEnabled: true,
  firebase: {
    apiKey: 'merchant-web-key',
    authDomain: 'lucky-merchant.firebaseapp.com',
    projectId: 'lucky-merchant',
    appId: '1:1234567890:web:abcdef',
  },
});

/** One header's value in a snippet. */
function headerValue(snippet: string, name: string): string | undefined {
  return new RegExp(`^add_header ${name} "([^"]*)" always;$`, 'm').exec(snippet)?.[1];
}

const EARLY_SCRIPT = 'import("/m/assets/early-abc.js");';
const BUILD_INDEX = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/m/assets/index-abc.js"></script>',
  '<script type="application/json" id="wps-runtime-config">{"merchant":"demo"}</script>',
  `<script type="module" async>${EARLY_SCRIPT}</script>`,
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the nginx example (README and nginx/wps-mobile.conf)', () => {
  it('sends exactly the headers the gateway sends, and HSTS', () => {
    const snippet = nginxBlockAfter('snippets/wps-mobile-headers.conf');
    expect(snippet).toBe(nginxHeaderSnippet([SCRIPT_HASH_PLACEHOLDER]));
    for (const name of [
      'Content-Security-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ])
      expect(snippet).toContain(`add_header ${name} `);
  });

  it("shows a Firebase merchant's variant, as nginx-headers prints it for that merchant's config.json", () => {
    const snippet = nginxBlockAfter('a merchant with Firebase sign-in');
    expect(snippet).toBe(nginxHeaderSnippet([SCRIPT_HASH_PLACEHOLDER], FIREBASE_MERCHANT_CONFIG));
    expect(README).toContain(JSON.stringify(JSON.parse(FIREBASE_MERCHANT_CONFIG) as unknown, null, 2));
  });

  it('answers /wps with no-store and refuses source maps', () => {
    const server = readFileSync(path.join(SANDBOX_DIR, 'nginx/wps-mobile.conf'), 'utf8');
    const wps = /location \/wps\/ \{([\s\S]*?)\n {4}\}/.exec(server)?.[1] ?? '';
    for (const line of NGINX_API_CACHE_LINES) expect(wps).toContain(line);
    expect(server).toContain(NGINX_SOURCE_MAP_LOCATION);
  });
});

describe('nginxHeaderSnippet', () => {
  it("allows only 'self' scripts when given no hashes", () => {
    expect(scriptSources(nginxHeaderSnippet())).toEqual(["'self'"]);
  });

  it('adds a given hash to script-src and changes nothing else', () => {
    const hash = sha256('console.log(1)');
    const snippet = nginxHeaderSnippet([hash]);
    expect(scriptSources(snippet)).toEqual(["'self'", hash]);
    expect(snippet).toBe(nginxHeaderSnippet().replace("script-src 'self';", `script-src 'self' ${hash};`));
  });
});

describe("nginxHeaderSnippet for a merchant's config.json", () => {
  it("lets a Firebase merchant's pages reach Firebase and keep sight of its sign-in popup", () => {
    const snippet = nginxHeaderSnippet([SCRIPT_HASH_PLACEHOLDER], FIREBASE_MERCHANT_CONFIG);
    expect(headerValue(snippet, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    const policy = headerValue(snippet, 'Content-Security-Policy') ?? '';
    expect(policy).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    expect(policy).toContain(`script-src 'self' ${SCRIPT_HASH_PLACEHOLDER} https://apis.google.com `);
    expect(policy).toContain('frame-src https://lucky-merchant.firebaseapp.com ');
    // Every other header stays as the site's own, each once.
    expect(snippet.match(/^add_header Cross-Origin-Opener-Policy /gm)).toHaveLength(1);
    expect(headerValue(snippet, 'Permissions-Policy')).toBe(
      headerValue(nginxHeaderSnippet(), 'Permissions-Policy'),
    );
  });

  it('adds nothing for a merchant whose config leaves Firebase off, or that is not JSON', () => {
    const off = JSON.stringify({
      ...(JSON.parse(FIREBASE_MERCHANT_CONFIG) as object),
      firebaseEnabled: false,
    });
    expect(nginxHeaderSnippet([], off)).toBe(nginxHeaderSnippet());
    expect(nginxHeaderSnippet([], '{ not json')).toBe(nginxHeaderSnippet());
  });
});

describe('snippetForBuild', () => {
  it("allows the build's inline module script by its hash, and neither data blocks nor external scripts", () => {
    const snippet = snippetForBuild(BUILD_INDEX);
    expect(snippet.match(/'sha256-/g)).toHaveLength(1);
    expect(scriptSources(snippet)).toEqual(["'self'", sha256(EARLY_SCRIPT)]);
    expect(snippet).toBe(nginxHeaderSnippet([sha256(EARLY_SCRIPT)]));
  });
});

describe('pnpm nginx-headers (src/nginx-headers.ts)', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'wps-nginx-headers-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/nginx-headers.ts', ...args], {
      cwd: SANDBOX_DIR,
      encoding: 'utf8',
    });

  it("prints the snippet for the build's index.html", () => {
    const dist = path.join(tmp, 'built');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), BUILD_INDEX);
    const result = run(dist);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${snippetForBuild(BUILD_INDEX)}\n`);
  });

  it("prints the Firebase variant when the build's config.json turns Firebase sign-in on", () => {
    const dist = path.join(tmp, 'firebase-merchant');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), BUILD_INDEX);
    writeFileSync(path.join(dist, 'config.json'), FIREBASE_MERCHANT_CONFIG);
    const result = run(dist);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${snippetForBuild(BUILD_INDEX, FIREBASE_MERCHANT_CONFIG)}\n`);
    expect(result.stdout).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
    );
  });

  it('fails with one line saying to build the player when the build has no index.html', () => {
    const dist = path.join(tmp, 'not-built');
    mkdirSync(dist);
    const result = run(dist);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `build the player first: ${path.join(dist, 'index.html')} does not exist (pnpm --filter @wps-mobile/player build)\n`,
    );
  });
});
