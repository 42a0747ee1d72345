import { GAME_CATEGORIES, MIN_BETS, type GameCategory } from '@wps-mobile/api-client';
import type { GameListQuery, GameVendorInfo } from '@wps-mobile/api-client/contract';
import { CONSTANTS, defaultGameClassify, routePath } from '@wps-mobile/config';
import { sportsCategoryOf } from '../../lib/games/sports-category';

/** The quick tabs of a game list (spec section 4, dataType). */
export const TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type GameListTab = (typeof TABS)[number];

/** Everything that decides which games a list shows; kept in the address so back and reload keep it. */
export interface GameListParams {
  readonly gameType: GameCategory;
  readonly tab: GameListTab;
  /** ALL, NEW or a configured classification; decided by the tab unless the filter chose one. */
  readonly classify: string;
  readonly vendor: string | null;
  readonly minBet: number | null;
  readonly search: string;
}

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** Reads the list's address; `fallbackType` serves the routes without a game type (lobby, slots centre). */
export function readParams(query: URLSearchParams, fallbackType: GameCategory): GameListParams {
  const type = query.get('gameType')?.toUpperCase() ?? '';
  const gameType = isCategory(type) ? type : fallbackType;
  const tab = TABS.find((id) => id === query.get('tab')) ?? 'all';
  const minBet = Number(query.get('minBet'));
  return {
    gameType,
    tab,
    classify: query.get('classify')?.toUpperCase() || defaultGameClassify(gameType),
    vendor: query.get('vassalage') || null,
    minBet: (MIN_BETS as readonly number[]).includes(minBet) ? minBet : null,
    search: query.get('gameName') ?? '',
  };
}

/** The address of a list state; defaults are left out. */
export function writeParams(params: GameListParams): URLSearchParams {
  const query = new URLSearchParams({ gameType: params.gameType });
  if (params.tab !== 'all') query.set('tab', params.tab);
  if (params.classify !== defaultGameClassify(params.gameType)) query.set('classify', params.classify);
  if (params.vendor) query.set('vassalage', params.vendor);
  if (params.minBet !== null) query.set('minBet', String(params.minBet));
  if (params.search) query.set('gameName', params.search);
  return query;
}

/** A tab starts afresh: its own list, the default classification, the search cleared. */
export function withTab(params: GameListParams, tab: GameListTab): GameListParams {
  return { ...params, tab, classify: defaultGameClassify(params.gameType), search: '' };
}

/** Picking a classification clears the search text (spec section 4). */
export function withFilter(
  params: GameListParams,
  filter: { vendor: string | null; classify: string | null; minBet: number | null },
): GameListParams {
  const classify = filter.classify ?? 'ALL';
  return {
    ...params,
    vendor: filter.vendor,
    minBet: filter.minBet,
    classify,
    search: classify === params.classify ? params.search : '',
  };
}

/** Where the games come from: the game list, hot games, favourites or recent games. */
export type GameSource = 'list' | 'hot' | 'fav' | 'recent';

/** The tab decides the source, except that the classifications HOT and FAV load hot games and favourites. */
export function sourceOf(params: GameListParams): GameSource {
  if (params.tab !== 'all') return params.tab;
  if (params.classify === 'HOT') return 'hot';
  if (params.classify === 'FAV') return 'fav';
  return 'list';
}

/** The game list query of one page (spec sections 3 and 9). */
export function listQuery(params: GameListParams, pageNo: number, language: string): GameListQuery {
  const classifyNew = params.classify === 'NEW';
  return {
    gameType: params.gameType,
    platform: CONSTANTS.gameList.platform,
    clientType: CONSTANTS.gameList.clientType,
    pageNo,
    pageSize: CONSTANTS.gameList.pageSize,
    gameClassify: params.classify,
    language,
    ...(classifyNew ? { isNew: 1 } : {}),
    ...(params.search ? { gameName: params.search } : {}),
    ...(params.vendor ? { vassalage: params.vendor } : {}),
    ...(params.minBet !== null ? { minBet: params.minBet } : {}),
  };
}

type VendorName = GameVendorInfo['items'][number]['vendorNames'][number];

/** The vendors of the strip: the category's, without the e-sport and cockfight vendors (spec section 2). */
export function stripVendors(info: GameVendorInfo | undefined, gameType: GameCategory): VendorName[] {
  const item = info?.items.find((entry) => entry.gameCategory === gameType);
  return (item?.vendorNames ?? []).filter((vendor) => sportsCategoryOf(vendor.vassalage) === 'SPORTS');
}

/** Links to the other categories: LOTT to the lottery list, the rest to their game list; never ELOTT. */
export function otherCategories(
  info: GameVendorInfo | undefined,
  current: GameCategory,
): { id: GameCategory; href: string }[] {
  const ids = (info?.sorting ?? []).filter(isCategory);
  return ids
    .filter((id) => id !== 'ELOTT' && id !== 'HOT' && id !== current)
    .map((id) => ({
      id,
      href: id === 'LOTT' ? routePath('lottery') : `${routePath('gameList')}?gameType=${id}`,
    }));
}

/** Classifications of the filter: the server's (All aside); none for fish; SPORTS without ESPORTS. */
export function classifyOptions(
  menus: readonly { code: string; name: string }[],
  gameType: GameCategory,
): { code: string; name: string }[] {
  if (gameType === 'FISH' || gameType === 'HOT') return [];
  return menus.filter(
    (menu) =>
      menu.code !== 'ALL' &&
      (menu.code !== 'NEW' || gameType === 'RNG') &&
      !(gameType === 'SPORTS' && menu.code === 'ESPORTS'),
  );
}
