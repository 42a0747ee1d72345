import { usePromotionListQuery } from '@wps-mobile/api-client';
import { PROMOTION_CATEGORIES, type Promotion } from '@wps-mobile/api-client/contract';
import { formatIsoDate, useTranslation } from '@wps-mobile/i18n';
import { NoData, Tabs } from '@wps-mobile/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ContentScreen, Loaded } from '../../lib/screens/content-screen';
import { useRevealedCount } from '../../lib/screens/use-revealed-count';
import { warmFormatterOn } from '../../lib/screens/warm-formatter';
import { PromotionCard } from './parts/promotion-card';
import './promotions.css';

// Every card shows its period as dates: the first render needs the browser's first date formatter.
warmFormatterOn('activity', (language) => formatIsoDate(0, language));

type Category = (typeof PROMOTION_CATEGORIES)[number];
const ALL = 'ALL';
const BATCH = 8;

const isCategory = (value: string | null): value is Category =>
  (PROMOTION_CATEGORIES as readonly (string | null)[]).includes(value);

/** Promotions (/m/activity): one tab per category that has any, the chosen one kept in `?category=`. */
export default function ActivityScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = usePromotionListQuery({});
  const { data } = query;
  const chosen = search.get('category');
  const category = isCategory(chosen) ? chosen : ALL;
  const categories = useMemo(
    () => PROMOTION_CATEGORIES.filter((c) => data?.some((p) => p.category === c)),
    [data],
  );
  const shown = useMemo<Promotion[]>(
    () => (data ?? []).filter((p) => category === ALL || p.category === category),
    [data, category],
  );
  const { count, endRef } = useRevealedCount(shown, BATCH);

  const choose = (id: string) =>
    setSearch(id === ALL ? {} : { category: id }, { replace: true, preventScrollReset: true });

  return (
    <ContentScreen>
      <Loaded {...query}>
        {() => (
          <Tabs
            label={t('promotions.categories')}
            activeId={category}
            onChange={choose}
            tabs={[
              { id: ALL, label: t('promotions.all') },
              ...categories.map((c) => ({ id: c, label: t(`promotions.category${c}`) })),
            ]}
          >
            {shown.length === 0 ? (
              <NoData text={t('promotions.empty')} />
            ) : (
              <ul className="promotions-list">
                {shown.slice(0, count).map((promotion) => (
                  <PromotionCard key={promotion.id} promotion={promotion} />
                ))}
              </ul>
            )}
            <div ref={endRef} aria-hidden="true" />
          </Tabs>
        )}
      </Loaded>
    </ContentScreen>
  );
}
