import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticServer {
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A small static file server for a built single-page app, on 127.0.0.1.
 * Paths without an extension fall back to `index.html` (client-side routing); missing files are 404.
 * Text assets are compressed (brotli or gzip, as the browser accepts) so the floor app is served the way a
 * production host would serve it, and hashed assets are cached for a year.
 */
export function startStaticServer(rootDir: string, port = 0): Promise<StaticServer> {
  const root = resolve(rootDir);
  const compressed = new Map<string, Buffer>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      let file = resolve(join(root, pathname));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!existsSync(file)) {
        if (extname(pathname) !== '') {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        file = join(root, 'index.html');
      }
      const ext = extname(file).toLowerCase();
      const headers: Record<string, string> = {
        'Content-Type': contentTypeOf(file),
        'Cache-Control': pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, headers).end();
        return;
      }
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !COMPRESSIBLE.has(ext)
        ? undefined
        : /\bbr\b/.test(accept)
          ? 'br'
          : /\bgzip\b/.test(accept)
            ? 'gzip'
            : undefined;
      if (!encoding) {
        headers['Content-Length'] = String(statSync(file).size);
        res.writeHead(200, headers);
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
        return;
      }
      const key = `${encoding}:${file}`;
      let body = compressed.get(key);
      if (!body) {
        const raw = await readFile(file);
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(raw, { level: 9 });
        compressed.set(key, body);
      }
      headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(body.length);
      headers.Vary = 'Accept-Encoding';
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });

  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolveServer({
        origin: `http://127.0.0.1:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
