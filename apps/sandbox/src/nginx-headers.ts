import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snippetForBuild } from './nginx/nginx-headers';
import { PLAYER_DIST } from './workspace-paths';

// Prints the security header snippet for the production nginx config (see README), with the hash of every inline
// script of the player build's index.html in its script-src, and Firebase's origins and opener policy when the
// build's config.json (the merchant's, as deployed beside index.html) turns Firebase sign-in on. A relative path
// is taken from where pnpm was run.
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

// A build without its config.json is served the default config: nothing beyond the site's own headers.
let merchantConfig: string | undefined;
try {
  merchantConfig = readFileSync(path.join(dist, 'config.json'), 'utf8');
} catch {
  merchantConfig = undefined;
}
process.stdout.write(`${snippetForBuild(html, merchantConfig)}\n`);
