import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetKind,
  beforeRenderFiles,
  beforeRenderSize,
  brotliSize,
  brotliSum,
  buildSize,
  inlineScriptsLabel,
  sizeByKind,
  staticImportGraph,
  staticImportSpecifiers,
  toKb,
  urlPathToFile,
  withInlineScripts,
  type Mount,
} from './bundle-size';

describe('staticImportSpecifiers', () => {
  it('reads minified and formatted static imports and re-exports', () => {
    const code = [
      'import{a as b,c}from"./vendor-1.js";import"./side-effect-2.js";',
      "import React, { useState } from './react-3.js';",
      'import * as ns from "./ns-4.js"',
      'export{x as y}from"./re-5.js";export*from"./star-6.js";export * as all from "./all-7.js";',
    ].join('\n');
    expect(staticImportSpecifiers(code)).toEqual([
      './vendor-1.js',
      './side-effect-2.js',
      './react-3.js',
      './ns-4.js',
      './re-5.js',
      './star-6.js',
      './all-7.js',
    ]);
  });

  it('ignores dynamic import(), import.meta and property names', () => {
    const code =
      'const a=()=>import("./lazy-1.js");const b=import.meta.url;x.import("./not-2.js");' +
      'const c=()=>__vitePreload(()=>import(`./lazy-3.js`),__vite__mapDeps([0,1]));';
    expect(staticImportSpecifiers(code)).toEqual([]);
  });

  it('lists a specifier once', () => {
    expect(staticImportSpecifiers('import{a}from"./x.js";import{b}from"./x.js";')).toEqual(['./x.js']);
  });
});

describe('urlPathToFile', () => {
  const mounts: Mount[] = [
    { base: '/m/', dir: '/srv/player' },
    { base: '/m/agent-app/', dir: '/srv/agent' },
  ];

  it('uses the longest matching base', () => {
    expect(urlPathToFile('/m/assets/a.js', mounts)).toBe('/srv/player/assets/a.js');
    expect(urlPathToFile('/m/agent-app/assets/b.js', mounts)).toBe('/srv/agent/assets/b.js');
  });

  it('refuses paths outside every mount or escaping one', () => {
    expect(urlPathToFile('/wps/system/status', mounts)).toBeUndefined();
    expect(urlPathToFile('/m/%2e%2e/%2e%2e/etc/passwd', mounts)).toBeUndefined();
    expect(urlPathToFile('/m/%E0%A4%A', mounts)).toBeUndefined();
  });
});

describe('assetKind', () => {
  it('tells JS from CSS by extension, ignoring query strings', () => {
    expect(assetKind('/m/assets/a.js?v=1')).toBe('js');
    expect(assetKind('x.mjs')).toBe('js');
    expect(assetKind('/m/assets/a.css#x')).toBe('css');
    expect(assetKind('/m/config.json')).toBeUndefined();
  });
});

describe('static import graph on a fixture dist', () => {
  let root: string;
  let player: string;
  let agent: string;
  const write = (path: string, content: string): void => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'bench-fixture-'));
    player = join(root, 'player');
    agent = join(root, 'agent');
    write(
      join(player, 'index.html'),
      '<!doctype html><html><head>' +
        '<script type="module" crossorigin src="/m/assets/index-E.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/m/assets/react-R.js">' +
        '<link rel="stylesheet" crossorigin href="/m/assets/index-S.css">' +
        '</head><body><div id="root"></div></body></html>',
    );
    write(
      join(player, 'assets/index-E.js'),
      'import{j as e}from"./react-R.js";import{s}from"./store-T.js";' +
        'const Home=()=>import("./home-L.js");const Game=()=>__vitePreload(()=>import("./game-G.js"),[]);' +
        'console.log("import \\"./never.js\\" in a string is not followed unless the file exists");',
    );
    write(join(player, 'assets/react-R.js'), 'import"./runtime-U.js";export const j=1;' + 'r'.repeat(2000));
    write(
      join(player, 'assets/store-T.js'),
      'import{j}from"./react-R.js";export*from"./util-V.js";export const s=2;',
    );
    write(join(player, 'assets/util-V.js'), 'import{s}from"./store-T.js";export const v=s;');
    write(join(player, 'assets/runtime-U.js'), 'export const u=0;');
    write(
      join(player, 'assets/home-L.js'),
      'import{j}from"./react-R.js";import"./swiper-W.js";export default j;',
    );
    write(join(player, 'assets/swiper-W.js'), 'export const w=1;');
    write(join(player, 'assets/game-G.js'), 'export const g=1;');
    write(join(player, 'assets/index-S.css'), 'body{margin:0}');
    write(join(player, 'assets/home-L.css'), '.home{color:red}');
    write(join(player, 'config.json'), '{"merchant":"demo"}');
    write(join(agent, 'index.html'), '<script type="module" src="/m/agent-app/assets/agent-A.js"></script>');
    write(join(agent, 'assets/agent-A.js'), 'import"/m/agent-app/assets/shared-X.js";');
    write(join(agent, 'assets/shared-X.js'), 'export {};');
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows static imports and re-exports (with cycles) but not dynamic imports', () => {
    const files = staticImportGraph([join(player, 'assets/index-E.js')]);
    expect(files.map((f) => f.slice(player.length + 1)).sort()).toEqual([
      'assets/index-E.js',
      'assets/react-R.js',
      'assets/runtime-U.js',
      'assets/store-T.js',
      'assets/util-V.js',
    ]);
  });

  it('collects what a route needs before render from its index.html', () => {
    const mounts: Mount[] = [
      { base: '/m/', dir: player },
      { base: '/m/agent-app/', dir: agent },
    ];
    const html = `<script type="module" src="/m/assets/index-E.js"></script>
      <link rel="modulepreload" href="/m/assets/react-R.js"><link rel="stylesheet" href="/m/assets/index-S.css">`;
    const files = beforeRenderFiles(html, 'http://127.0.0.1:1234/m/home', mounts).map((f) =>
      f.slice(root.length + 1),
    );
    expect(files.sort()).toEqual([
      'player/assets/index-E.js',
      'player/assets/index-S.css',
      'player/assets/react-R.js',
      'player/assets/runtime-U.js',
      'player/assets/store-T.js',
      'player/assets/util-V.js',
    ]);

    const agentHtml = '<script type="module" src="/m/agent-app/assets/agent-A.js"></script>';
    expect(
      beforeRenderFiles(agentHtml, 'http://127.0.0.1:1234/m/agent', mounts).map((f) =>
        f.slice(root.length + 1),
      ),
    ).toEqual(['agent/assets/agent-A.js', 'agent/assets/shared-X.js']);
  });

  it('counts the brotli size of an inline module script as JS before render, not a JSON data block', () => {
    const mounts: Mount[] = [{ base: '/m/', dir: player }];
    const early = 'const t=performance.now();' + 'fetch("/m/config.json").then(r=>r.json());'.repeat(20);
    const config = JSON.stringify({ merchant: 'demo', pad: 'x'.repeat(4000) });
    const head =
      `<script type="application/json" id="wps-runtime-config">${config}</script>` +
      '<script type="module" src="/m/assets/index-E.js"></script>' +
      '<link rel="stylesheet" href="/m/assets/index-S.css">';
    const withInline = `${head}<body><script type="module" async>${early}</script></body>`;
    const htmlFile = join(player, 'index.html');
    const pageUrl = 'http://127.0.0.1:1234/m/home';

    const files = sizeByKind(beforeRenderFiles(withInline, pageUrl, mounts));
    const sizes = beforeRenderSize(withInline, htmlFile, pageUrl, mounts);
    expect(sizes.js.bytes).toBe(files.js.bytes + brotliSize(early));
    expect(sizes.js.kb).toBe(toKb(files.js.bytes + brotliSize(early)));
    expect(sizes.js.files).toEqual([...files.js.files, `${htmlFile} (inline script)`]);
    expect(sizes.css).toEqual(files.css);

    const dataOnly = beforeRenderSize(`${head}<body></body>`, htmlFile, pageUrl, mounts);
    expect(dataOnly.js).toEqual(files.js);
    expect(dataOnly.js.files.some((file) => file.includes('inline'))).toBe(false);
  });

  it('fails loudly when the HTML references a file that was not built or another origin', () => {
    const mounts: Mount[] = [{ base: '/m/', dir: player }];
    expect(() =>
      beforeRenderFiles('<script type="module" src="/m/assets/gone.js"></script>', 'http://h/m/home', mounts),
    ).toThrow(/not a built file/);
    expect(() =>
      beforeRenderFiles('<script src="https://cdn.example/x.js"></script>', 'http://h/m/home', mounts),
    ).toThrow(/another origin/);
  });

  it('sizes a whole build: every JS and CSS file, nothing else', () => {
    const size = buildSize(player);
    expect(size.js.files).toHaveLength(8);
    expect(size.css.files).toHaveLength(2);
    expect(size.js.bytes).toBeGreaterThan(0);
  });
});

describe('brotli sums', () => {
  it('compresses each file on its own and sums the sizes', () => {
    const sizes: Record<string, number> = { 'a.js': 1000, 'b.js': 2072, 'c.css': 51 };
    const sizeOf = (file: string): number => sizes[file] ?? 0;
    const sum = brotliSum(['a.js', 'b.js', 'a.js'], sizeOf);
    expect(sum.bytes).toBe(3072);
    expect(sum.kb).toBe(3);
    expect(sum.files).toEqual(['a.js', 'b.js']);
    const byKind = sizeByKind(['a.js', 'c.css', 'x.json'], sizeOf);
    expect(byKind.js.bytes).toBe(1000);
    expect(byKind.css.bytes).toBe(51);
    expect(byKind.css.kb).toBe(0);
  });

  it('adds inline scripts to a sum, each compressed on its own, under one labelled entry', () => {
    const sum = brotliSum(['a.js'], () => 1000);
    const scripts = ['window.a = 1;', 'window.b = 2;'];
    const label = inlineScriptsLabel('/repo/apps/player/dist/index.html', scripts.length);
    expect(label).toBe('/repo/apps/player/dist/index.html (2 inline scripts)');
    expect(inlineScriptsLabel('index.html', 1)).toBe('index.html (inline script)');
    const added = withInlineScripts(sum, scripts, label);
    const inlineBytes = brotliSize(scripts[0] ?? '') + brotliSize(scripts[1] ?? '');
    expect(added).toEqual({
      bytes: 1000 + inlineBytes,
      kb: toKb(1000 + inlineBytes),
      files: ['a.js', label],
    });
    expect(withInlineScripts(sum, [], label)).toBe(sum);
  });

  it('uses real brotli at quality 11 (repetitive text shrinks a lot)', () => {
    const text = 'export const value = "the same words again and again";\n'.repeat(500);
    const size = brotliSize(text);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(text.length / 50);
    expect(brotliSize(Buffer.from(text))).toBe(size);
  });

  it('rounds to one decimal of 1024-byte kilobytes', () => {
    expect(toKb(0)).toBe(0);
    expect(toKb(1024)).toBe(1);
    expect(toKb(1075)).toBe(1);
    expect(toKb(1076)).toBe(1.1);
    expect(toKb(133_120)).toBe(130);
  });
});
