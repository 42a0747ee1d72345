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
