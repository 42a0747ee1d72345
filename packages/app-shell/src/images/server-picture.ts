import { serverPictureUrl, type PictureKind, type RuntimeConfig } from '@wps-mobile/config';
import { responsiveImage, type ResponsiveImage } from './responsive-image';

/**
 * The `<img>` attributes of a picture the server names: on the image CDN the spec's rule picks (game icons
 * under the merchant's upper-cased name), offered at the widths of the CDN's resizing convention when the
 * merchant names one. `sizes` says how wide the page draws it, e.g. `25vw`. Plain code (no React), so the early
 * script that preloads home's first banner asks for the very same URL the screen's `<img>` chooses.
 */
export function serverPicture(
  url: string,
  config: Pick<RuntimeConfig, 'imageCDNs' | 'defaultImageCDN' | 'merchantCode' | 'imageResizing'>,
  sizes: string,
  kind: PictureKind = 'picture',
): ResponsiveImage {
  return responsiveImage(serverPictureUrl(url, config, kind), config.imageResizing, sizes);
}
export type { ResponsiveImage } from './responsive-image';
