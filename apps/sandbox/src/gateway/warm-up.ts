import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { isCompressible, contentTypeOf } from './content-types';

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return []; // not built: nothing to warm
  }
}

/**
 * Requests every compressible build file once (source maps aside) so the compressed bodies are cached before a
 * browser asks: the first page load is then as fast as later ones. Runs in the background; errors are ignored.
 */
export async function warmCompressionCache(gateway: Hono, builds: { playerDist: string; agentDist: string }) {
  const targets = [
    ...(await listFiles(builds.playerDist)).map((file) => `/m/${file}`),
    ...(await listFiles(builds.agentDist)).map((file) => `/m/agent-app/${file}`),
  ].filter((url) => !url.endsWith('.map') && isCompressible(contentTypeOf(url)));
  for (const url of targets) {
    const posixUrl = url.split(path.sep).join('/');
    try {
      await (await gateway.request(posixUrl, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
    } catch {
      // A file that vanished mid-way (a rebuild) is simply not warmed.
    }
  }
  return targets.length;
}
