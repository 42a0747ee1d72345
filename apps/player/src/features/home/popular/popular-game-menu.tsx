import { useGameListQuery, useGameMenusQuery } from '@wps-mobile/api-client';
import type { GameCategory } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { AppLink } from '@wps-mobile/app-shell';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { PopularGames } from './popular-games';

// A first screenful; the game list page has the rest.
const MENU_PAGE_SIZE = 12;

/** RNG, PVP, LIVE, FISH, INHOUSE: the category's game menu (its classifications) and the chosen one's games. */
export function PopularGameMenu({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const menus = useGameMenusQuery({ gameType: category });
  const [chosen, setChosen] = useState('ALL');
  const entries = menus.data ?? [{ code: 'ALL', name: t('ui.filterAll') }];
  const classify = entries.some((entry) => entry.code === chosen) ? chosen : 'ALL';
  const games = useGameListQuery({
    gameType: category,
    gameClassify: classify,
    pageNo: 1,
    pageSize: MENU_PAGE_SIZE,
    language,
  });
  const labelOf = (code: string, name: string) =>
    code === 'ALL' ? t('ui.filterAll') : code === 'NEW' ? t('games.classNew') : name;
  return (
    <>
      <ul className="popular-menu" aria-label={t('common.gameType')}>
        {entries.map((entry) => (
          <li key={entry.code}>
            <button
              type="button"
              className="popular-chip"
              aria-pressed={entry.code === classify}
              onClick={() => setChosen(entry.code)}
            >
              {labelOf(entry.code, entry.name)}
            </button>
          </li>
        ))}
      </ul>
      <PopularGames
        games={games.data?.games ?? []}
        loading={games.isLoading || games.isFetching}
        failed={games.isError || menus.isError}
        onRetry={() => {
          if (menus.isError) void menus.refetch();
          void games.refetch();
        }}
      />
      <AppLink className="popular-more" href={`${routePath('gameList')}?gameType=${category}`}>
        {t('home.popular.moreGames')}
      </AppLink>
    </>
  );
}
