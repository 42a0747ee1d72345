import { Hono } from 'hono';
import {
  GAME_CATEGORIES,
  WPS_CALLS,
  WPS_ERROR_CODES,
  WPS_ERROR_MESSAGES,
} from '@wps-mobile/api-client/contract';
import {
  classifiesOf,
  favouriteIdsOf,
  gameTypesPresent,
  hotGamesOf,
  toGame,
  vendorGameCounts,
  vendorName,
} from '../../db/queries/games/games';
import { searchGames } from '../../db/queries/games/game-search';
import { upcomingHotMatches } from '../../db/queries/games/hot-matches';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { route } from '../call-route';
import { imageUrls } from '../images/image-urls';
import { toPage } from '../paging';

const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  HOT: 'Hot',
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Poker',
  INHOUSE: 'Originals',
  COCKFIGHT: 'Sabong',
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
};

/** Catalogue calls: vendors, the paged game list with every filter, hot games, menus and hot matches. */
export function gamesRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  const vendorPairs = (db: ApiEnv['Variables']['db']) =>
    vendorGameCounts(db).map((row) => ({
      ...row,
      vendor: {
        gameType: row.game_type,
        vassalage: row.vassalage,
        mobileSmallIcon: imageUrls.vendor(row.vassalage),
        accountTypeName: vendorName(row.vassalage),
      },
    }));

  route(routes, WPS_CALLS.gameVendorList, ({ db }) => {
    const pairs = vendorPairs(db);
    const sorting = GAME_CATEGORIES.filter((category) => pairs.some((p) => p.game_type === category));
    return {
      sorting: [...sorting],
      items: sorting.map((category) => {
        const mine = pairs.filter((p) => p.game_type === category);
        return {
          gameCategory: category,
          vendorNames: mine.map((p) => p.vendor),
          gameCount: mine.reduce((sum, p) => sum + p.count, 0),
        };
      }),
    };
  });

  route(routes, WPS_CALLS.vendorGameType, ({ db }) => vendorPairs(db).map((p) => p.vendor));

  route(routes, WPS_CALLS.allVassalage, ({ db }) => {
    const seen = new Set<string>();
    return vendorPairs(db)
      .filter((p) => !seen.has(p.vassalage) && seen.add(p.vassalage))
      .map((p) => p.vendor);
  });

  route(routes, WPS_CALLS.gameList, ({ db, params, member, language }) => {
    if (params.gameClassify?.toUpperCase() === 'FAV' && !member)
      throw new ApiFailure(401, WPS_ERROR_CODES.notLoggedIn, WPS_ERROR_MESSAGES.notLoggedIn);
    const favourites = favouriteIdsOf(db, member?.id);
    const rows = searchGames(db, params, favourites);
    const lang = params.language ?? language;
    const page = toPage(rows, params.pageNo, params.pageSize);
    const { list, ...rest } = page;
    return { games: list.map((row) => toGame(row, lang, favourites)), ...rest };
  });

  route(routes, WPS_CALLS.hotGames, ({ db, params, member, language }) => {
    const favourites = favouriteIdsOf(db, member?.id);
    return hotGamesOf(db, params.gameType ?? null).map((row) =>
      toGame(row, params.language ?? language, favourites),
    );
  });

  route(routes, WPS_CALLS.gameMenus, ({ db, params }) => {
    const classes = classifiesOf(db, params.gameType).map((classify) => ({
      code: classify,
      name: classify.charAt(0) + classify.slice(1).toLowerCase(),
    }));
    const newEntry = params.gameType === 'RNG' ? [{ code: 'NEW', name: 'New' }] : [];
    return [{ code: 'ALL', name: 'All' }, ...newEntry, ...classes];
  });

  route(routes, WPS_CALLS.popularCategories, ({ db }) => {
    const present = gameTypesPresent(db);
    return GAME_CATEGORIES.filter((c) => c === 'HOT' || present.has(c)).map((category) => ({
      gameCategory: category,
      name: CATEGORY_NAMES[category] ?? category,
      iconUrl: imageUrls.category(category),
    }));
  });

  route(routes, WPS_CALLS.hotMatches, ({ db, now }) => upcomingHotMatches(db, now));
  return routes;
}
