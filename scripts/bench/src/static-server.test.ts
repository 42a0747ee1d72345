import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, startStaticServer, type StaticServer } from './static-server';

describe('static server', () => {
  let dir: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets/app-1.js'), 'console.log(1);');
    server = await startStaticServer(dir);
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files with their content type', async () => {
    const response = await fetch(`${server.origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1);');
  });

  it('falls back to index.html for client routes and 404s missing files', async () => {
    const route = await fetch(`${server.origin}/some/route`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await route.text()).toContain('id="root"');
    expect((await fetch(`${server.origin}/assets/missing.js`)).status).toBe(404);
  });

  it('compresses text with brotli when asked', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding: string | undefined; data: Buffer }>((done, fail) => {
      request(`${server.origin}/assets/app-1.js`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }));
      })
        .on('error', fail)
        .end();
    });
    expect(body.encoding).toBe('br');
    expect(brotliDecompressSync(body.data).toString()).toBe('console.log(1);');
  });

  it('knows the common content types', () => {
    expect(contentTypeOf('a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('a.woff2')).toBe('font/woff2');
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
  });
});
