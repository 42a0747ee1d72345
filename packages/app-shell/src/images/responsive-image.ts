import type { ImageResizing } from '@wps-mobile/config';

/** The attributes of an `<img>` for one server-given picture: `srcSet`/`sizes` only when the CDN can resize. */
export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/** The format asked for where the convention's template names one: every browser the site supports shows WebP. */
const RESIZED_FORMAT = 'webp';

function widthUrl(original: URL, resizing: ImageResizing, width: number): string {
  if ('widthParam' in resizing) {
    const url = new URL(original.href);
    url.searchParams.set(resizing.widthParam, String(width));
    return url.href;
  }
  const filled = resizing.template
    .replaceAll('{width}', String(width))
    .replaceAll('{format}', RESIZED_FORMAT)
    .replaceAll('{path}', `${original.pathname}${original.search}`);
  // A template starting with `/` stays on the picture's own origin.
  return filled.startsWith('/') ? `${original.origin}${filled}` : filled;
}

/**
 * Builds the `src`, `srcSet` and `sizes` of a picture from the CDN's resizing convention, so the browser picks
 * the width it draws at (`sizes`, e.g. `100vw` for a banner or `33vw` for a game tile) instead of the original.
 * Without a convention, or for a URL that is not absolute http(s), the original URL is used as it is.
 */
export function responsiveImage(
  url: string,
  resizing: ImageResizing | undefined,
  sizes: string,
): ResponsiveImage {
  if (!resizing) return { src: url };
  let original: URL;
  try {
    original = new URL(url);
  } catch {
    return { src: url };
  }
  if (original.protocol !== 'https:' && original.protocol !== 'http:') return { src: url };
  const srcSet = resizing.widths
    .map((width) => `${widthUrl(original, resizing, width)} ${width}w`)
    .join(', ');
  return { src: url, srcSet, sizes };
}
