import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';
import { SectionBoundary } from '../section-boundary';
import { useAfterFirstScreen } from '@wps-mobile/app-shell';

const HotMatchBanner = lazy(() => import('./hot-match-banner'));

/** The hot match banner's place on home; Swiper and the modal load with it, after the first screen. */
export function HotMatchSection() {
  const { t } = useTranslation();
  const ready = useAfterFirstScreen();
  // Same block size as a slide (hot-match-banner.tsx), so nothing moves when the banner arrives.
  const placeholder = <Skeleton height={128} />;
  return (
    <div className="home-hot-matches">
      <SectionBoundary fallback={<p role="alert">{t('home.hotMatches.loadFailed')}</p>}>
        {ready ? (
          <Suspense fallback={placeholder}>
            <HotMatchBanner />
          </Suspense>
        ) : (
          placeholder
        )}
      </SectionBoundary>
    </div>
  );
}
