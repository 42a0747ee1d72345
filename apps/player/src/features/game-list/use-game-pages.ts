import {
  useFavouriteListQuery,
  useGameListQuery,
  useHotGamesQuery,
  useRecentListQuery,
} from '@wps-mobile/api-client';
import type { Game, GamePage } from '@wps-mobile/api-client/contract';
import { CONSTANTS } from '@wps-mobile/config';
import type { WindowedListStatus } from '@wps-mobile/ui';
import { useState } from 'react';
import { listQuery, sourceOf, type GameListParams } from './game-list-rules';

interface Loaded {
  readonly key: string;
  readonly pages: readonly (readonly Game[])[];
}

const matchesName = (game: Game, search: string) =>
  search === '' || game.gameName.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

/**
 * The games of a list, page after page: a change of tab, vendor, filter, search or language starts again at
 * page 1 with an empty list. Has-more holds while `pageNum < totalPages`; a failed page stops it until a retry.
 */
export function useGamePages(params: GameListParams, language: string, signedIn: boolean) {
  const source = sourceOf(params);
  const key = JSON.stringify([params, language, source]);
  const [paging, setPaging] = useState<{ key: string; pageNo: number }>({
    key,
    pageNo: CONSTANTS.gameList.firstPage,
  });
  const pageNo = paging.key === key ? paging.pageNo : CONSTANTS.gameList.firstPage;
  const gameType = params.gameType === 'HOT' ? {} : { gameType: params.gameType };
  const needsSession = source === 'fav' || source === 'recent';

  const list = useGameListQuery(listQuery(params, pageNo, language), { skip: source !== 'list' });
  const hot = useHotGamesQuery(
    { isPlatform: CONSTANTS.hotGames.isPlatform, platform: 'html5', language, ...gameType },
    { skip: source !== 'hot' },
  );
  const fav = useFavouriteListQuery(
    { ...gameType, pageNo, pageSize: CONSTANTS.gameList.favouritesPageSize, language },
    { skip: source !== 'fav' || !signedIn },
  );
  const recent = useRecentListQuery(
    {
      ...gameType,
      page: pageNo,
      pageSize: CONSTANTS.gameList.recentPageSize,
      language,
      clientType: CONSTANTS.gameList.clientType,
    },
    { skip: source !== 'recent' || !signedIn },
  );
  const active = { list, hot, fav, recent }[source];
  const paged = source === 'hot' ? undefined : (active.currentData as GamePage | undefined);
  // Hot games come as one list: a single page.
  const pageGames = source === 'hot' ? hot.currentData : paged?.games;

  const [loaded, setLoaded] = useState<Loaded>({ key, pages: [] });
  let pages = loaded.key === key ? loaded.pages : [];
  if (pageGames && pages[pageNo - 1] !== pageGames) {
    // Kept while rendering rather than in an effect: React renders again before anything is drawn, so a page
    // is drawn in the same pass as its answer, not in one more pass (and paint) after it.
    const next = [...pages];
    next[pageNo - 1] = pageGames;
    pages = next;
    setLoaded({ key, pages });
  }

  const all = pages.flat();
  // Hot games, favourites and recent games come unfiltered: the vendor and the search apply here.
  const games =
    source === 'list'
      ? all
      : all.filter(
          (game) => (!params.vendor || game.vassalage === params.vendor) && matchesName(game, params.search),
        );
  const hasMore = paged !== undefined && paged.pageNum < paged.totalPages;
  const status: WindowedListStatus =
    needsSession && !signedIn
      ? 'end'
      : active.isError
        ? 'error'
        : active.isFetching || !pageGames
          ? 'loading'
          : hasMore
            ? 'idle'
            : 'end';

  return {
    games,
    status,
    firstPageLoading: status === 'loading' && pageNo === CONSTANTS.gameList.firstPage,
    loadMore: () => {
      if (status === 'idle') setPaging({ key, pageNo: pageNo + 1 });
    },
    retry: () => void active.refetch(),
  };
}
