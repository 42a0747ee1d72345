import { CONSTANTS, defaultGameClassify, findRoute } from '@wps-mobile/config';

/** The api-client endpoints a first screen's calls go through, by their names in the api-client. */
export type FirstCallEndpoint =
  | 'announcements'
  | 'gameList'
  | 'gameVendorList'
  | 'trialUser'
  | 'registerSettings'
  | 'systemStatus'
  | 'consolidatedSettings'
  | 'whitelabel';

/**
 * One call of the first paint. The early script inlined in the HTML sends `path` for a visitor the moment the
 * runtime config is known; the app's start (`app/start-loads.ts`) starts `endpoint` with `args` in the store.
 * Both read this one entry, so the api-client's request is the very one the early script sent and takes its
 * answer (`fetchWithEarlyAnswers`), and the screen that asks again with the same arguments finds it cached.
 */
export interface FirstCall {
  readonly endpoint: FirstCallEndpoint;
  /** The endpoint's arguments, exactly as the screen asks for them (one cache entry for both). */
  readonly args: Readonly<Record<string, unknown>> | undefined;
  /** The path and query under the api base, as the api-client writes the call for a visitor. */
  readonly path: string;
  /** The first render waits for the answer, so the screen is drawn with it in one render. */
  readonly firstRenderWaits: boolean;
  /** The answer names the screen's largest pictures, which the early script preloads from it. */
  readonly pictures?: 'firstBanner' | 'firstRowGames';
}

/** How many games a phone shows in the list's first row: their pictures are asked for early. */
export const FIRST_ROW_GAMES = 3;

/** What home asks for: banners, notices, pop-ups and hot matches; the token picks the pop-up audience. */
export function homeAnnouncementsArgs(token?: string): {
  types: ('B' | 'PL' | 'PU' | 'H')[];
  groupName: 'm_home';
  token?: string;
} {
  return { types: ['B', 'PL', 'PU', 'H'], groupName: 'm_home', ...(token ? { token } : {}) };
}

/** A query string as the api-client writes one: lists joined by commas, in the arguments' order. */
function queryOf(args: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args))
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  return query.toString();
}

const call = (
  endpoint: FirstCallEndpoint,
  path: string,
  firstRenderWaits: boolean,
  args?: Readonly<Record<string, unknown>>,
): FirstCall => ({ endpoint, args, path: args ? `${path}?${queryOf(args)}` : path, firstRenderWaits });

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
  const { platform, clientType, firstPage, pageSize } = CONSTANTS.gameList;
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
 * The first paint of the page at `pathname` and `search`, in the order the calls go out. The screen's own calls
 * go first: home's banner and a list's first pictures wait on them, and over HTTP/1.1 the phone's six connections
 * are busy with the app's files, so the first call sent gets the first connection free. Then whether the
 * merchant offers a free trial (login's form waits for it), the registration rules the login and register forms
 * check, and the start-up status, settings and feature flags every screen waits for. `token` is the session's,
 * when there is one (the early script runs for visitors only).
 */
export function firstPaintPlan(
  pathname: string,
  search: string,
  language: string,
  token?: string,
): FirstCall[] {
  const screen = findRoute(pathname)?.id;
  const plan: FirstCall[] = [];
  if (screen === 'home')
    plan.push({
      ...call('announcements', '/relay/CCSFE_getListAnnouncements', true, homeAnnouncementsArgs(token)),
      pictures: 'firstBanner',
    });
  const firstPage = screen === 'gameList' ? gameListFirstPage(search, language) : undefined;
  if (firstPage)
    plan.push(
      { ...call('gameList', '/relay/GCSGAME_gameList', true, firstPage), pictures: 'firstRowGames' },
      call('gameVendorList', '/relay/GCSGAME_getGameVendorList', true, { language }),
    );
  if (screen === 'login') plan.push(call('trialUser', '/member/trialuser', false));
  if (screen === 'login' || screen === 'register')
    plan.push(call('registerSettings', '/system/setting/register', false));
  plan.push(
    call('systemStatus', '/system/status', true),
    call('consolidatedSettings', '/system/settings/consolidated', true),
    call('whitelabel', '/system/whitelabel', true),
  );
  return plan;
}
