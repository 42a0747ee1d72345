import type { Banner } from '@wps-mobile/api-client/contract';
import { useServerPicture } from '@wps-mobile/app-shell';
import { BANNER_SIZES } from '../../../lib/images/picture-sizes';

/**
 * One banner's picture at the width the phone draws it (when the CDN can resize). The first banner is the
 * largest paint of home: `priority` asks for it first, with the very URL the early script preloaded.
 */
export function BannerPicture({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const picture = useServerPicture(banner.url, BANNER_SIZES);
  return (
    <img
      {...(picture.srcSet ? { srcSet: picture.srcSet, sizes: picture.sizes } : {})}
      src={picture.src}
      alt={banner.title}
      width={390}
      height={160}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
