import {
  defaultGameClassify,
  GAME_LIST,
  GAME_LIST_ROUTE,
  HOME_ROUTE,
  LOGIN_ROUTE,
  REGISTER_ROUTE,
  routeAmong,
} from '@wps-mobile/config';

/**
 * The screens a visitor lands on, whose first calls this plan lists. Looked up among these four and not in the
 * whole route table: the early script, which reads this file, then carries four routes instead of sixty.
 */
export const FIRST_SCREEN_ROUTES = [HOME_ROUTE, LOGIN_ROUTE, REGISTER_ROUTE, GAME_LIST_ROUTE] as const;

/**
 * The calls a first screen starts with, by their path under the api base (the wire contract's, so the early
 * script carries no second set of names; `app/start-loads.ts` maps each to its api-client endpoint).
 */
export type FirstCallPath =
  | '/relay/CCSFE_getListAnnouncements'
  | '/relay/GCSGAME_gameList'
  | '/relay/GCSGAME_getGameVendorList'
  | '/member/trialuser'
  | '/system/setting/register'
  | '/system/status'
  | '/system/settings/consolidated'
  | '/system/whitelabel';

/**
 * One call of the first paint. The early script inlined in the HTML sends it (`path` and its query) for a visitor
 * the moment the runtime config is known; the app's start (`app/start-loads.ts`) starts its endpoint with `args`
 * in the store.
 * Both read this one entry, so the api-client's request is the very one the early script sent and takes its
 * answer (`fetchWithEarlyAnswers`), and the screen that asks again with the same arguments finds it cached.
 */
export interface FirstCall {
  /** Where the call goes under the api base. */
  readonly path: FirstCallPath;
  /** The endpoint's arguments, exactly as the screen asks for them (one cache entry for both). */
  readonly args: Readonly<Record<string, unknown>> | undefined;
  /** The first render waits for the answer, so the screen is drawn with it in one render. */
  readonly firstRenderWaits: boolean;
  /** The answer names the screen's largest pictures, which the early script preloads from it. */
  readonly pictures?: 'firstBanner' | 'firstRowGames';
}

/** How many games a phone shows in the list's first row: their pictures are asked for early. */
export const FIRST_ROW_GAMES = 3;

/**
 * What home asks for: banners, notices, pop-ups and hot matches. The pop-up audience follows the session, which
 * travels in the Authorization header only: the token is never part of an address.
 */
export function homeAnnouncementsArgs(): { types: ('B' | 'PL' | 'PU' | 'H')[]; groupName: 'm_home' } {
  return { types: ['B', 'PL', 'PU', 'H'], groupName: 'm_home' };
}

/** The call's path and query under the api base, as the api-client writes it: lists joined by commas. */
export function callAddress({ path, args }: FirstCall): string {
  if (!args) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args))
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  return `${path}?${query}`;
}

const call = (
  path: FirstCallPath,
  firstRenderWaits: boolean,
  args?: Readonly<Record<string, unknown>>,
): FirstCall => ({ path, args, firstRenderWaits });

/**
 * A game list's first page, as the game list screen asks for it when the address names only the game type
 * (`?gameType=RNG`, the links of the menus); undefined for any other address, whose first page differs.
 */
export function gameListFirstPage(
  search: string,
  language: string,
): Readonly<Record<string, unknown>> | undefined {
  const query = new URLSearchParams(search);
  const gameType = query.get('gameType')?.toUpperCase() ?? '';
  if (!/^[A-Z]+$/.test(gameType) || [...query.keys()].some((key) => key !== 'gameType')) return undefined;
  const { platform, clientType, firstPage, pageSize } = GAME_LIST;
  const gameClassify = defaultGameClassify(gameType);
  return {
    gameType,
    platform,
    clientType,
    pageNo: firstPage,
    pageSize,
    gameClassify,
    language,
    ...(gameClassify === 'NEW' ? { isNew: 1 } : {}),
  };
}

/**
 * The first paint of the page at `pathname` and `search`, in the order the calls go out. Over HTTP/1.1 the phone's
 * six connections are busy with the app's files, so the first call sent gets the first connection free. The
 * start-up status goes first: every screen's first render waits for it as much as for its own calls, and during an
 * outage its failure is what the loading shell says (`boot-message.ts`); sent second, behind home's announcements,
 * a first visit's outage message came 100 to 200 ms later on the bench's phone. Then the screen's own calls (home's
 * banner and a list's first pictures wait on them), whether the merchant offers a free trial (login's form waits
 * for it), the registration rules the login and register forms check, and the settings and feature flags every
 * screen waits for. A session changes none of these addresses (its token goes in the Authorization header), only
 * the headers; the early script runs for visitors only.
 */
export function firstPaintPlan(pathname: string, search: string, language: string): FirstCall[] {
  const screen = routeAmong(FIRST_SCREEN_ROUTES, pathname)?.id;
  const plan: FirstCall[] = [call('/system/status', true)];
  if (screen === 'home')
    plan.push({
      ...call('/relay/CCSFE_getListAnnouncements', true, homeAnnouncementsArgs()),
      pictures: 'firstBanner',
    });
  const firstPage = screen === 'gameList' ? gameListFirstPage(search, language) : undefined;
  if (firstPage)
    plan.push(
      { ...call('/relay/GCSGAME_gameList', true, firstPage), pictures: 'firstRowGames' },
      call('/relay/GCSGAME_getGameVendorList', true, { language }),
    );
  if (screen === 'login') plan.push(call('/member/trialuser', false));
  if (screen === 'login' || screen === 'register') plan.push(call('/system/setting/register', false));
  plan.push(call('/system/settings/consolidated', true), call('/system/whitelabel', true));
  return plan;
}
