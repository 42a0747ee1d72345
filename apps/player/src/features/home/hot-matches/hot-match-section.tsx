import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';
import { SectionBoundary } from '../section-boundary';
import { useAfterFirstScreen } from '@wps-mobile/app-shell';
import { useHomeHotMatches } from '../announcements/use-home-announcements';

const HotMatchBanner = lazy(() => import('./hot-match-banner'));

/**
 * The hot match banner's place on home. Its matches come with home's announcements, which the first render waits
 * for, so home is drawn knowing whether any match is coming up and keeps a place for the banner only then: a place
 * kept for a banner that then had nothing to show closed up under the reader's eyes and moved everything below it
 * (a layout shift of 0.08 on the bench's phone). Swiper and the modal load with the banner, after the first screen.
 */
export function HotMatchSection() {
  const { t } = useTranslation();
  const ready = useAfterFirstScreen();
  const { matches, failed } = useHomeHotMatches();
  // No match coming up, or no announcements at all (home says why): no place.
  if (failed || matches?.length === 0) return null;
  // Same block size as a slide (hot-match-banner.tsx), so nothing moves when the banner arrives.
  const placeholder = <Skeleton height={128} />;
  return (
    <div className="home-hot-matches">
      <SectionBoundary fallback={<p role="alert">{t('home.hotMatches.loadFailed')}</p>}>
        {ready && matches ? (
          <Suspense fallback={placeholder}>
            <HotMatchBanner matches={matches} />
          </Suspense>
        ) : (
          placeholder
        )}
      </SectionBoundary>
    </div>
  );
}
