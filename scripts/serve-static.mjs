// Serves a built folder (the kit's Storybook) over HTTP on loopback, for the stories' screenshot comparisons.
// Usage: node scripts/serve-static.mjs <folder> <port>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) {
  console.error('usage: node scripts/serve-static.mjs <folder> <port>');
  process.exit(2);
}
const root = resolve(folder);
// It starts even when the folder is not built yet, so an end-to-end run of other specs is not held up by it; the
// stories' spec then says what to build. `/__up` answers as soon as it listens (Playwright's readiness check).
try {
  statSync(join(root, 'index.html'));
} catch {
  console.error(`${root} has no index.html yet: build it (pnpm --filter @wps-mobile/ui build-storybook).`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (pathname === '/__up') {
    response.writeHead(204).end();
    return;
  }
  const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  // Nothing outside the folder is served, whatever the path says.
  if (file !== root && !file.startsWith(root + sep)) {
    response.writeHead(403).end();
    return;
  }
  let size;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) throw new Error('not a file');
    size = stats.size;
  } catch {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');
