import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snippetForBuild } from './nginx/nginx-headers';
import { PLAYER_DIST } from './workspace-paths';

// Prints the security header snippet for the production nginx config (see README), with the hash of every inline
// script of the player build's index.html in its script-src. A relative path is taken from where pnpm was run.
const dist = process.argv[2]
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
  : PLAYER_DIST;
const index = path.join(dist, 'index.html');

let html: string;
try {
  html = readFileSync(index, 'utf8');
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const missing = code === 'ENOENT' || code === 'ENOTDIR';
  console.error(
    missing
      ? `build the player first: ${index} does not exist (pnpm --filter @wps-mobile/player build)`
      : `cannot read ${index}: ${(error as Error).message}`,
  );
  process.exit(1);
}
process.stdout.write(`${snippetForBuild(html)}\n`);
