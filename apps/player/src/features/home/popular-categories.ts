import type { Game, GameCategory, GameVendorInfo } from '@wps-mobile/api-client/contract';
import { GAME_CATEGORIES } from '@wps-mobile/api-client';
import { sportsCategoryOf } from '../../lib/games/sports-category';

type VendorName = GameVendorInfo['items'][number]['vendorNames'][number];

/** One entry of the popular area's category menu with the vendors the server lists for it. */
export interface PopularCategory {
  readonly id: GameCategory;
  readonly vendors: readonly VendorName[];
}

/** Categories whose popular view is the category's game menu; the rest show vendor tiles (spec section 2). */
const MENU_CATEGORIES: ReadonlySet<GameCategory> = new Set(['RNG', 'PVP', 'LIVE', 'FISH', 'INHOUSE']);

export type PopularView = 'hot' | 'menu' | 'vendors';

export function viewOf(category: GameCategory): PopularView {
  if (category === 'HOT') return 'hot';
  return MENU_CATEGORIES.has(category) ? 'menu' : 'vendors';
}

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/**
 * The category menu: HOT first (added when the server lacks it), then the server's categories in its `sorting`
 * order. SPORTS vendors are split into SPORTS, ESPORTS (placed right after SPORTS) and COCKFIGHT (right after
 * RNG, or last without RNG); categories without vendors and names the app does not know are left out.
 */
export function popularCategories(info: GameVendorInfo | undefined): PopularCategory[] {
  const vendors = new Map<GameCategory, VendorName[]>();
  const add = (category: GameCategory, list: readonly VendorName[]) =>
    vendors.set(category, [...(vendors.get(category) ?? []), ...list]);
  const order: GameCategory[] = [];
  const byName = new Map((info?.items ?? []).map((item) => [item.gameCategory, item]));
  const names = info ? [...info.sorting, ...info.items.map((item) => item.gameCategory)] : [];
  for (const name of new Set(names)) {
    if (!isCategory(name) || name === 'HOT') continue;
    const list = byName.get(name)?.vendorNames ?? [];
    if (name === 'SPORTS') {
      for (const vendor of list) add(sportsCategoryOf(vendor.vassalage), [vendor]);
    } else add(name, list);
    if (name !== 'ESPORTS' && name !== 'COCKFIGHT') order.push(name);
  }
  const insertAfter = (category: GameCategory, anchor: GameCategory) => {
    if (!vendors.get(category)?.length) return;
    const at = order.indexOf(anchor);
    order.splice(at < 0 ? order.length : at + 1, 0, category);
  };
  insertAfter('ESPORTS', 'SPORTS');
  insertAfter('COCKFIGHT', 'RNG');
  const listed = order.filter((id) => (vendors.get(id)?.length ?? 0) > 0);
  return [{ id: 'HOT', vendors: [] }, ...listed.map((id) => ({ id, vendors: vendors.get(id) ?? [] }))];
}

/** The chosen category: the query's when the menu has it, else HOT (spec section 4: default category HOT). */
export function selectedCategory(categories: readonly PopularCategory[], query: string | null): GameCategory {
  const wanted = query?.toUpperCase();
  return categories.find((category) => category.id === wanted)?.id ?? 'HOT';
}

/** Games whose name contains the search text, ignoring case and surrounding spaces; all for an empty search. */
export function filterByName<T extends Pick<Game, 'gameName'>>(games: readonly T[], search: string): T[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return [...games];
  return games.filter((game) => game.gameName.toLocaleLowerCase().includes(wanted));
}
