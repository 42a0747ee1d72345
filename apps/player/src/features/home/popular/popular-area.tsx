import { useGameVendorListQuery } from '@wps-mobile/api-client';
import type { GameCategory } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton, Tabs } from '@wps-mobile/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from '../../../lib/language/use-settled-language';
import { popularCategories, selectedCategory, viewOf, type PopularCategory } from '../popular-categories';
import { PopularGameMenu } from './popular-game-menu';
import { PopularHotGames } from './popular-hot-games';
import { PopularVendors } from './popular-vendors';
import './popular.css';

// Marks the area's own query changes, so only a category chosen elsewhere (the side menu) scrolls to the area.
const OWN_CHANGE = { popularArea: true };

/** The popular area: the category menu (HOT first) and the chosen category's games or vendors; loaded lazily. */
export default function PopularArea() {
  const { t } = useTranslation();
  // The vendors (and so the category names and vendor tiles) reload once a language change settles.
  const language = useSettledLanguage(LANGUAGE_RELOAD_DELAY_MS.gameVendors);
  const vendorInfo = useGameVendorListQuery({ language });
  const categories = useMemo(() => popularCategories(vendorInfo.data), [vendorInfo.data]);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const wanted = params.get('category');
  const selected = selectedCategory(categories, wanted);
  // A category asked for in the address waits for the menu instead of flashing HOT first.
  const waiting = vendorInfo.isLoading && wanted !== null && wanted.toUpperCase() !== 'HOT';

  useEffect(() => {
    const own = (location.state as typeof OWN_CHANGE | null)?.popularArea === true;
    if (wanted && !own) rootRef.current?.scrollIntoView({ block: 'start' });
  }, [location.key, location.state, wanted]);

  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', id);
        return next;
      },
      { replace: true, preventScrollReset: true, state: OWN_CHANGE },
    );

  const current = categories.find((category) => category.id === selected);
  const elottVendors = (categories.find((c) => c.id === 'ELOTT')?.vendors ?? []).map((v) => v.vassalage);
  return (
    <div className="popular" ref={rootRef}>
      <Tabs
        tabs={categories.map((category) => ({ id: category.id, label: t(`categories.${category.id}`) }))}
        activeId={selected}
        onChange={choose}
        label={t('ui.gameCategories')}
        activation="manual"
      >
        {vendorInfo.isError ? (
          <p className="popular-message" role="alert">
            {t('home.popular.loadFailed')}
          </p>
        ) : null}
        {waiting ? (
          <Skeleton height={360} />
        ) : (
          <CategoryView category={selected} vendors={current?.vendors ?? []} elottVendors={elottVendors} />
        )}
      </Tabs>
    </div>
  );
}

function CategoryView({
  category,
  vendors,
  elottVendors,
}: {
  category: GameCategory;
  vendors: PopularCategory['vendors'];
  elottVendors: readonly string[];
}) {
  const view = viewOf(category);
  if (view === 'hot') return <PopularHotGames />;
  // Keyed by category so a new category starts on its "All" menu entry.
  if (view === 'menu') return <PopularGameMenu key={category} category={category} />;
  return <PopularVendors category={category} vendors={vendors} elottVendors={elottVendors} />;
}
