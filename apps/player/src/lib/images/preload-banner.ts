import { serverPicture } from '@wps-mobile/app-shell/server-picture';
import { preload } from 'react-dom';
import { BANNER_SIZES } from './picture-sizes';

/**
 * Preloads home's first banner with high priority, with the same URL, or srcset and sizes, as home's picture
 * (`BannerPicture`), so the browser fetches the width it will draw, once. A file of its own, loaded when the
 * announcements answer: the picture helpers stay out of the app's first script.
 */
export function preloadBanner(url: string, config: Parameters<typeof serverPicture>[1]): void {
  const picture = serverPicture(url, config, BANNER_SIZES);
  preload(picture.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(picture.srcSet ? { imageSrcSet: picture.srcSet, imageSizes: picture.sizes } : {}),
  });
}
