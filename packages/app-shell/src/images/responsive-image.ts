import type { ImageResizing } from '@wps-mobile/config';

/** The attributes of an `<img>` for one server-given picture: `srcSet` and `sizes` only when the CDN can resize. */
export type ResponsiveImage =
  | { readonly src: string; readonly srcSet?: undefined; readonly sizes?: undefined }
  | { readonly src: string; readonly srcSet: string; readonly sizes: string };

/** The format asked for where the convention's template names one: every browser the site supports shows WebP. */
const RESIZED_FORMAT = 'webp';

/**
 * An http(s) address (its origin, then its path and query) or a path on the site itself (no origin; `//host` is
 * not one). Read as text, not with `URL`: the player's early script carries this code, so it stays a few lines.
 */
const RESIZABLE = /^(https?:\/\/[^/?#]+)?(\/(?!\/)[^#]*)/i;

/**
 * Builds the `src`, `srcSet` and `sizes` of a picture from the CDN's resizing convention, so the browser picks
 * the width it draws at (`sizes`, e.g. `100vw` for a banner or `33vw` for a game tile) instead of the original.
 * Without a convention, or for a URL that is neither http(s) nor a path on the site (`data:`), the original URL
 * is used as it is. A width's URL keeps the picture's origin: a path stays a path.
 */
export function responsiveImage(
  url: string,
  resizing: ImageResizing | undefined,
  sizes: string,
): ResponsiveImage {
  const [, origin = '', path] = (resizing && RESIZABLE.exec(url)) || [];
  if (!resizing || path === undefined) return { src: url };
  const widthUrl = (width: number) => {
    if ('widthParam' in resizing)
      return `${origin}${path}${path.includes('?') ? '&' : '?'}${resizing.widthParam}=${width}`;
    const filled = resizing.template
      .replaceAll('{width}', String(width))
      .replaceAll('{format}', RESIZED_FORMAT)
      .replaceAll('{path}', path);
    // A template starting with `/` stays on the picture's own origin.
    return filled.startsWith('/') ? `${origin}${filled}` : filled;
  };
  return {
    src: url,
    srcSet: resizing.widths.map((width) => `${widthUrl(width)} ${width}w`).join(', '),
    sizes,
  };
}
