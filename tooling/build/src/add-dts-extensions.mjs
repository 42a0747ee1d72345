#!/usr/bin/env node
// Node's ESM resolution (TypeScript `moduleResolution: node16/nodenext`) needs full relative specifiers in
// declaration files, but the sources import extensionless paths (bundler style). After `tsc` emits `dist`, this
// rewrites each relative specifier of every .d.ts to the file that exists: `./x.js` or `./x/index.js`.
// Usage: add-dts-extensions <dist folder>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'dist');
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function resolveSpecifier(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
}

function walk(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.d.ts')) {
      const source = readFileSync(file, 'utf8');
      const fixed = source.replace(
        SPECIFIER,
        (_m, lead, quote, spec) => `${lead}${quote}${resolveSpecifier(file, spec)}${quote}`,
      );
      if (fixed !== source) writeFileSync(file, fixed);
    }
  }
}

walk(root);
