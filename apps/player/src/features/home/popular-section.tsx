import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { lazy, Suspense } from 'react';
import { SectionBoundary } from '../../lib/section-boundary';
import './home-sections.css';

const PopularArea = lazy(() => import('./popular-area'));

/** The popular area's place on home; its code loads on its own so the first screen's script stays small. */
export function PopularSection() {
  const { t } = useTranslation();
  const placeholder = <Skeleton height={420} />;
  return (
    <section className="home-popular" aria-labelledby="home-popular-title">
      <h2 id="home-popular-title">{t('home.popular.title')}</h2>
      <SectionBoundary fallback={<p role="alert">{t('home.popular.loadFailed')}</p>}>
        <Suspense fallback={placeholder}>
          <PopularArea />
        </Suspense>
      </SectionBoundary>
    </section>
  );
}
