import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';
import { SectionBoundary } from '../section-boundary';
import { useAfterFirstScreen } from '@wps-mobile/app-shell';

const PopularArea = lazy(() => import('./popular-area'));

/** The popular area's place on home; its code loads on its own, after the first screen, which it never delays. */
export function PopularSection() {
  const { t } = useTranslation();
  const ready = useAfterFirstScreen();
  const placeholder = <Skeleton height={420} />;
  return (
    <section className="home-popular" aria-labelledby="home-popular-title">
      <h2 id="home-popular-title">{t('home.popular.title')}</h2>
      <SectionBoundary fallback={<p role="alert">{t('home.popular.loadFailed')}</p>}>
        {ready ? (
          <Suspense fallback={placeholder}>
            <PopularArea />
          </Suspense>
        ) : (
          placeholder
        )}
      </SectionBoundary>
    </section>
  );
}
