import type { Banner } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';
import { ReloadNotice } from '../reload-notice';
import { SectionBoundary } from '../section-boundary';
import { useAfterFirstScreen } from '@wps-mobile/app-shell';
import { BannerPicture } from './banner-picture';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The banner area: a fixed-height placeholder while loading, nothing when there are no banners. The first banner
 * is shown as a plain picture first: it is the largest thing on the first screen, and it need not wait for the
 * slider. The slider's code (Swiper, 23 KB) is asked for only once the first screen is drawn, so on a slow link
 * it does not share the bandwidth with the screen's own files and pictures. If that code cannot load, the
 * picture stays with a reload offer, and the rest of home keeps working.
 */
export function BannerSection({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const afterFirstScreen = useAfterFirstScreen();
  if (loading) {
    return (
      <div className="home-banner">
        <Skeleton height="100%" />
      </div>
    );
  }
  const first = banners?.[0];
  if (!banners || !first) return null;
  const picture = <BannerPicture banner={first} priority />;
  if (!afterFirstScreen) return <div className="home-banner">{picture}</div>;
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
