import type { Banner } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';
import { ReloadNotice } from '../../../lib/reload-notice';
import { SectionBoundary } from '../../../lib/section-boundary';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The banner area: a fixed-height placeholder while loading, nothing when there are no banners. While the
 * carousel's code loads, the first banner is already shown as a plain picture: it is the largest thing on the
 * first screen, and it need not wait for the slider. If the carousel's code cannot load, that picture stays with
 * a reload offer, and the rest of home keeps working.
 */
export function BannerSection({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="home-banner">
        <Skeleton height="100%" />
      </div>
    );
  }
  const first = banners?.[0];
  if (!banners || !first) return null;
  const picture = <img src={first.url} alt={first.title} width={390} height={160} fetchPriority="high" />;
  return (
    <div className="home-banner">
      <SectionBoundary
        fallback={
          <>
            {picture}
            <ReloadNotice message={t('errors.sectionLoadFailed')} />
          </>
        }
      >
        <Suspense fallback={picture}>
          <BannerCarousel banners={banners} />
        </Suspense>
      </SectionBoundary>
    </div>
  );
}
