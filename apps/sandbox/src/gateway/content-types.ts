import path from 'node:path';

const TEXT = 'charset=utf-8';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': `text/html; ${TEXT}`,
  '.js': `text/javascript; ${TEXT}`,
  '.mjs': `text/javascript; ${TEXT}`,
  '.css': `text/css; ${TEXT}`,
  '.json': `application/json; ${TEXT}`,
  '.map': `application/json; ${TEXT}`,
  '.webmanifest': `application/manifest+json; ${TEXT}`,
  '.txt': `text/plain; ${TEXT}`,
  '.xml': `application/xml; ${TEXT}`,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mobileconfig': 'application/x-apple-aspen-config',
  '.apk': 'application/vnd.android.package-archive',
};

/** The Content-Type of a file by its extension; unknown kinds are sent as opaque bytes, never sniffed. */
export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

// Already-compressed formats (images, fonts, video) gain nothing from another pass.
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|javascript|wasm)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}
