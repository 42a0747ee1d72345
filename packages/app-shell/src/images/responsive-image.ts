import type { ImageResizing } from '@wps-mobile/config';

/** The attributes of an `<img>` for one server-given picture: `srcSet`/`sizes` only when the CDN can resize. */
export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/** The format asked for where the convention's template names one: every browser the site supports shows WebP. */
const RESIZED_FORMAT = 'webp';

// Parses a path on the site's own origin (`/wps/img/...`); the widths' URLs then stay paths too.
const SAME_ORIGIN = 'http://same-origin.invalid';

function widthUrl(original: URL, resizing: ImageResizing, width: number, origin: string): string {
  if ('widthParam' in resizing) {
    const url = new URL(original.href);
    url.searchParams.set(resizing.widthParam, String(width));
    return `${origin}${url.pathname}${url.search}`;
  }
  const filled = resizing.template
    .replaceAll('{width}', String(width))
    .replaceAll('{format}', RESIZED_FORMAT)
    .replaceAll('{path}', `${original.pathname}${original.search}`);
  // A template starting with `/` stays on the picture's own origin.
  return filled.startsWith('/') ? `${origin}${filled}` : filled;
}

/**
 * Builds the `src`, `srcSet` and `sizes` of a picture from the CDN's resizing convention, so the browser picks
 * the width it draws at (`sizes`, e.g. `100vw` for a banner or `33vw` for a game tile) instead of the original.
 * Without a convention, or for a URL that is neither http(s) nor a path on the site (`data:`), the original URL
 * is used as it is.
 */
export function responsiveImage(
  url: string,
  resizing: ImageResizing | undefined,
  sizes: string,
): ResponsiveImage {
  if (!resizing) return { src: url };
  const onSite = url.startsWith('/') && !url.startsWith('//');
  let original: URL;
  try {
    original = new URL(url, onSite ? SAME_ORIGIN : undefined);
  } catch {
    return { src: url };
  }
  if (original.protocol !== 'https:' && original.protocol !== 'http:') return { src: url };
  const origin = onSite ? '' : original.origin;
  const srcSet = resizing.widths
    .map((width) => `${widthUrl(original, resizing, width, origin)} ${width}w`)
    .join(', ');
  return { src: url, srcSet, sizes };
}
