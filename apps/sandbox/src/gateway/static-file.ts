import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-types';

/** A regular file found inside a build folder. */
export interface DistFile {
  readonly absolutePath: string;
  /** Path relative to the build root with forward slashes, e.g. `assets/index-abc123.js`. */
  readonly relativePath: string;
  readonly size: number;
  readonly modifiedMs: number;
}

const SOURCE_MAP = /\.map$/i;

function safeSegments(urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  // No parent references and no hidden files: neither belongs to a build's public surface.
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return undefined;
  // Nor source maps (built for error reports; they would hand out the original source). Judged here, on the
  // decoded segments the lookup uses, so `x.js%2emap` and `x.js.map/` are refused like `x.js.map`.
  if (SOURCE_MAP.test(segments[segments.length - 1] ?? '')) return undefined;
  return segments;
}

/** Finds the file a URL path (relative to the build's base) names, refusing anything outside `root`. */
export async function findDistFile(root: string, urlPath: string): Promise<DistFile | undefined> {
  const segments = safeSegments(urlPath);
  if (!segments) return undefined;
  const absoluteRoot = path.resolve(root);
  const absolutePath = path.resolve(absoluteRoot, ...segments);
  if (!absolutePath.startsWith(absoluteRoot + path.sep)) return undefined;
  return statFile(absolutePath, segments.join('/'));
}

/** The regular file at an absolute path, or undefined when there is none. */
export async function statFile(absolutePath: string, relativePath: string): Promise<DistFile | undefined> {
  try {
    const info = await stat(absolutePath);
    if (!info.isFile()) return undefined;
    return { absolutePath, relativePath, size: info.size, modifiedMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}

export interface FileResponseOptions {
  readonly cacheControl: string;
  readonly status?: 200 | 404;
  /** Overrides the type derived from the file name (a runtime config file may have any name). */
  readonly contentType?: string;
  /** The request's If-None-Match, to answer 304 when the file is unchanged. */
  readonly ifNoneMatch?: string | undefined;
}

function entityTag(file: Pick<DistFile, 'size' | 'modifiedMs'>): string {
  return `"${file.size.toString(16)}-${Math.floor(file.modifiedMs).toString(16)}"`;
}

/** Reads a file into a response with its type, cache policy and an ETag so repeat loads can be 304s. */
export async function fileResponse(file: DistFile, options: FileResponseOptions): Promise<Response> {
  const status = options.status ?? 200;
  const etag = entityTag(file);
  const headers = new Headers({
    'Content-Type': options.contentType ?? contentTypeOf(file.absolutePath),
    'Cache-Control': options.cacheControl,
  });
  // A fallback page answered with 404 is not the resource at that URL, so it gets no validator.
  if (status === 200) {
    headers.set('ETag', etag);
    if (options.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(await readFile(file.absolutePath), { status, headers });
}
