/**
 * `pnpm bench:imports`: what a merchant app pays, in minified and gzipped JavaScript, for importing one thing
 * from the published packages. Each case of import-cost-cases.ts is built with Vite (production, minified)
 * against each package's `dist` through its published exports (`publishConfig.exports`, the files `pnpm pack`
 * ships, with the package's own `sideEffects`), and sized as its entry chunk plus the chunks it imports
 * statically: lazily loaded chunks (other languages) are not counted. Writes bench-results/import-cost.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Alias, type Rollup } from 'vite';
import { findRepoRoot, run } from './build';
import { IMPORT_CASES, type ImportCase } from './import-cost-cases';
import { log } from './log';

const PACKAGES = ['config', 'session', 'api-client', 'i18n', 'ui'];

interface Size {
  readonly case: string;
  readonly label: string;
  readonly over: string | undefined;
  readonly minified: number;
  readonly gzip: number;
}

/** Aliases from every published subpath (`@wps-mobile/ui/carousel`) to the file its `import` condition names. */
function publishedAliases(root: string): Map<string, Alias> {
  const aliases = new Map<string, Alias>();
  for (const name of PACKAGES) {
    const dir = join(root, 'packages', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      publishConfig: { exports: Record<string, string | { import: string }> };
    };
    for (const [subpath, target] of Object.entries(manifest.publishConfig.exports)) {
      if (typeof target === 'string') continue; // stylesheets
      const specifier = join(manifest.name, subpath);
      aliases.set(specifier, { find: new RegExp(`^${specifier}$`), replacement: join(dir, target.import) });
    }
  }
  return aliases;
}

async function measure(importCase: ImportCase, dir: string, alias: Alias[]): Promise<Size> {
  const entry = join(dir, `${importCase.name}.js`);
  writeFileSync(entry, importCase.source);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    resolve: { alias },
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: entry } },
  })) as Rollup.RollupOutput;
  const chunks = new Map(output.output.filter((file) => file.type === 'chunk').map((c) => [c.fileName, c]));
  const counted = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || counted.has(fileName)) return;
    counted.add(fileName);
    chunk.imports.forEach(visit);
  };
  [...chunks.values()].filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
  const code = [...counted].map((name) => chunks.get(name)?.code ?? '').join('');
  return {
    case: importCase.name,
    label: importCase.label,
    over: importCase.over,
    minified: Buffer.byteLength(code),
    gzip: gzipSync(code, { level: 9 }).length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function importCostTable(sizes: readonly Size[]): string {
  const rows = sizes.map((size) => {
    const base = sizes.find((other) => other.case === size.over);
    const extra = base
      ? `${base.case} | +${kb(size.minified - base.minified)} | +${kb(size.gzip - base.gzip)}`
      : '- | - | -';
    return `| ${size.label} | ${kb(size.minified)} | ${kb(size.gzip)} | ${extra} |`;
  });
  return [
    '| Import | min KB | gzip KB | over | + min KB | + gzip KB |',
    '| --- | ---: | ---: | --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  const root = findRepoRoot();
  if (process.env.BENCH_SKIP_PACKAGE_BUILD !== '1') {
    log('building the published packages');
    const filters = PACKAGES.flatMap((name) => ['--filter', `@wps-mobile/${name}`]);
    await run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], root);
  }
  const published = publishedAliases(root);
  const alias = [...published.values()];
  // Inside this workspace's node_modules, so the entries resolve react and react-dom as an app would.
  const dir = join(root, 'scripts/bench/node_modules/.cache/import-cost');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sizes: Size[] = [];
  for (const importCase of IMPORT_CASES) {
    if (!importCase.needs.every((subpath) => published.has(subpath))) continue;
    log(`import cost: ${importCase.label}`);
    sizes.push(await measure(importCase, dir, alias));
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/import-cost.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  process.stdout.write(`\nImport cost (minified JavaScript, gzip level 9)\n\n${importCostTable(sizes)}\n`);
}

await main();
