#!/usr/bin/env node
// Declaration files keep the components' side-effect `import './x.css'`, which type resolvers cannot follow
// (a stylesheet has no types). They carry nothing for types, so the published declarations drop them; the
// styles themselves ship as dist/index.css ('@wps-mobile/ui/styles.css').
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] ?? 'dist';
let changed = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  const stripped = text.replace(/^import '[^']+\.css';\n/gm, '');
  if (stripped !== text) {
    writeFileSync(file, stripped);
    changed += 1;
  }
}
process.stdout.write(`stripped stylesheet imports from ${changed} declaration file(s)\n`);
