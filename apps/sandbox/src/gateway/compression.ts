import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { isCompressible } from './content-types';

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies fit in one packet anyway; compressing them only costs time. */
const MIN_BYTES = 1024;
/** Upper bound of the compressed-body cache, so a long-running gateway cannot grow without limit. */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
/** Above this size brotli's best quality costs seconds for a percent or two. */
const THOROUGH_LIMIT_BYTES = 1024 * 1024;

function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/** zlib output is a plain Node Buffer, never backed by shared memory, so it is a valid response body. */
type Bytes = Uint8Array<ArrayBuffer>;

async function encode(body: Bytes, encoding: Encoding, thorough: boolean): Promise<Bytes> {
  if (encoding === 'gzip') return (await gzipAsync(body, { level: thorough ? 9 : 6 })) as Bytes;
  // Cached bodies are compressed once, so they get the best (slowest) quality, except huge ones such as source
  // maps, where quality 11 would take seconds; one-off bodies get a fast quality.
  const quality = !thorough ? 5 : body.byteLength > THOROUGH_LIMIT_BYTES ? 9 : 11;
  const packed = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  return packed as Bytes;
}

/**
 * Compresses text responses with brotli or gzip. Responses with an ETag (build files) are the same bytes every
 * time, so their compressed form is cached by ETag and path; API answers are compressed fresh.
 */
export function compression(): MiddlewareHandler {
  const cache = new Map<string, Bytes>();
  let cachedBytes = 0;
  const remember = (key: string, value: Bytes) => {
    cache.set(key, value);
    cachedBytes += value.byteLength;
    for (const [oldKey, oldValue] of cache) {
      if (cachedBytes <= CACHE_LIMIT_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= oldValue.byteLength;
    }
  };

  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.status === 204 || res.status === 304 || res.headers.has('Content-Encoding')) return;
    if (!isCompressible(res.headers.get('Content-Type'))) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    // HEAD is compressed too, so its headers (Content-Encoding, weak ETag) match the GET it describes.
    if (!encoding) return;

    const plain = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    if (plain.byteLength < MIN_BYTES) {
      c.res = undefined;
      c.res = new Response(plain, { status: res.status, headers });
      return;
    }
    const etag = res.headers.get('ETag');
    const key = etag ? `${encoding} ${c.req.path} ${etag}` : undefined;
    let packed = key ? cache.get(key) : undefined;
    if (!packed) {
      packed = await encode(plain, encoding, key !== undefined);
      if (key) remember(key, packed);
    }
    headers.set('Content-Encoding', encoding);
    // The compressed bytes differ from the identity ones, so a strong validator would be wrong.
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Clearing first stops Hono from copying the old response's headers over the new ones.
    c.res = undefined;
    c.res = new Response(packed, { status: res.status, headers });
  };
}
