import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { GAMES_ROUTES as CALLS } from './contract/routes/games.generated';
import { callQuery } from './endpoint-kit';

/** Vendors, game types, game lists, hot games, menus, popular categories and hot matches. */
export const gamesApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    gameVendorList: callQuery(build, CALLS.gameVendorList, ['Games']),
    vendorGameType: callQuery(build, CALLS.vendorGameType, ['Games'], {
      localCache: LOCAL_CACHE_RULES.vendorGameTypes,
    }),
    allVassalage: callQuery(build, CALLS.allVassalage, ['Games'], {
      localCache: LOCAL_CACHE_RULES.allVendors,
    }),
    gameList: callQuery(build, CALLS.gameList, ['Games']),
    hotGames: callQuery(build, CALLS.hotGames, ['Games'], { localCache: LOCAL_CACHE_RULES.hotGames }),
    gameMenus: callQuery(build, CALLS.gameMenus, ['Games']),
    popularCategories: callQuery(build, CALLS.popularCategories, ['Games']),
    hotMatches: callQuery(build, CALLS.hotMatches, ['Games']),
  }),
});

export const {
  useGameVendorListQuery,
  useVendorGameTypeQuery,
  useAllVassalageQuery,
  useGameListQuery,
  useHotGamesQuery,
  useGameMenusQuery,
  usePopularCategoriesQuery,
  useHotMatchesQuery,
} = gamesApi;
