import type { RuntimeConfig } from './runtime-config';

/** What a picture is for: game icons live on the CDN under the merchant's upper-cased name (spec). */
export type PictureKind = 'picture' | 'gameIcon';

type CdnConfig = Pick<RuntimeConfig, 'imageCDNs' | 'defaultImageCDN' | 'merchantCode'>;

/** FNV-1a: a small, stable hash, so the same path lands on the same CDN on every page and every visit. */
function pathHash(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The image CDN a picture is fetched from: one of the merchant's `imageCDNs`, spread over the list by the
 * picture's path (the spec picks at random; a choice by path spreads the same way and keeps each picture on one
 * CDN, so its caches and the browser's work), or `defaultImageCDN` when the list is empty. No trailing slash.
 */
export function imageCDNFor(config: CdnConfig, path: string): string {
  const list = config.imageCDNs;
  const cdn = list.length === 0 ? config.defaultImageCDN : list[pathHash(path) % list.length];
  return (cdn ?? config.defaultImageCDN).replace(/\/+$/, '');
}

/**
 * The address of a picture the server names. An absolute URL (`https:`, `data:`) or a path on the site's own
 * origin (`/wps/img/...`) is used as given. A path relative to the image CDN (`banner/summer.jpg`) goes to the
 * CDN `imageCDNFor` picks, and a game icon's under the upper-cased merchant name (`<cdn>/DEMO/<path>`).
 */
export function serverPictureUrl(url: string, config: CdnConfig, kind: PictureKind = 'picture'): string {
  if (url === '' || url.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const path = url.replace(/^(\.\/)+/, '');
  const cdn = imageCDNFor(config, path);
  return kind === 'gameIcon' ? `${gameIconBase(config, cdn)}/${path}` : `${cdn}/${path}`;
}

/** Base path of game icons: the CDN followed by the upper-cased merchant name. */
export function gameIconBase(config: Pick<RuntimeConfig, 'merchantCode'>, cdn: string): string {
  return `${cdn.replace(/\/+$/, '')}/${config.merchantCode.toUpperCase()}`;
}
