import type { Banner } from '@wps-mobile/api-client/contract';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/** The banner area: a fixed-height placeholder while loading, nothing when there are no banners. */
export function BannerSection({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const placeholder = <Skeleton height={160} />;
  if (loading) return <div className="home-banner">{placeholder}</div>;
  if (!banners || banners.length === 0) return null;
  return (
    <div className="home-banner">
      <Suspense fallback={placeholder}>
        <BannerCarousel banners={banners} />
      </Suspense>
    </div>
  );
}
