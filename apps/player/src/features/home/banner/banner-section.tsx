import type { Banner } from '@wps-mobile/api-client/contract';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The banner area: a fixed-height placeholder while loading, nothing when there are no banners. While the
 * carousel's code loads, the first banner is already shown as a plain picture: it is the largest thing on the
 * first screen, and it need not wait for the slider.
 */
export function BannerSection({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div className="home-banner">
        <Skeleton height={160} />
      </div>
    );
  }
  const first = banners?.[0];
  if (!banners || !first) return null;
  return (
    <div className="home-banner">
      <Suspense
        fallback={<img src={first.url} alt={first.title} width={390} height={160} fetchPriority="high" />}
      >
        <BannerCarousel banners={banners} />
      </Suspense>
    </div>
  );
}
