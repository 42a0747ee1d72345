import {
  CONSTANTS,
  DEFAULT_LANGUAGE,
  defaultGameClassify,
  findRoute,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  STORAGE_KEYS,
} from '@wps-mobile/config';
import { showBootBanner } from './boot-preview';

/**
 * The first screen's calls, sent by a small script inlined in the HTML (`src/early.ts`, built by
 * `build/inline-early-script.ts`) the moment the runtime config is known, instead of after the app's libraries
 * have downloaded and run. The api-client still makes every call: its fetch takes an early answer when one was
 * sent for the very same URL and headers, once, and asks the network otherwise. Only a visitor without a
 * session is served early (a session changes headers and parameters); a call that does not match is simply made
 * again.
 */
export interface EarlyRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  response: Promise<Response> | undefined;
}

/**
 * What the early script sent, for the app. The inlined script and the app's modules are two copies of this
 * file, so they meet on one global object instead of module state.
 */
interface Handoff {
  readonly sent: EarlyRequest[];
  /** A copy of the runtime config's answer, for the app's own read of it. */
  config: Promise<Response> | undefined;
}

const HANDOFF = Symbol.for('wps-mobile.early-requests');

function handoff(): Handoff {
  const slot = globalThis as unknown as Record<symbol, Handoff | undefined>;
  return (slot[HANDOFF] ??= { sent: [], config: undefined });
}

/**
 * The runtime config as the gateway wrote it into the page (`RUNTIME_CONFIG_ELEMENT_ID`), or else the file: a
 * page served without it (a static server, the worker's cached shell) fetches `config.json`.
 */
function readRuntimeConfig(fetchImpl: typeof fetch): Promise<Response> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!inline) return fetchImpl(RUNTIME_CONFIG_PATH);
  return Promise.resolve(new Response(inline, { headers: { 'Content-Type': 'application/json' } }));
}

/** Home's announcement parameters, as the api-client encodes them for a visitor. */
export const HOME_ANNOUNCEMENTS_QUERY = 'types=B%2CPL%2CPU%2CH&groupName=m_home';

/**
 * A game list's first page and its vendors, as the game list screen asks for them when the address names only
 * the game type (`?gameType=RNG`, the links of the menus); none for any other address, whose calls differ.
 */
export function gameListPaths(search: string, language: string): string[] {
  const query = new URLSearchParams(search);
  const gameType = query.get('gameType')?.toUpperCase() ?? '';
  if (!/^[A-Z]+$/.test(gameType) || [...query.keys()].some((key) => key !== 'gameType')) return [];
  const { platform, clientType, firstPage, pageSize } = CONSTANTS.gameList;
  const classify = defaultGameClassify(gameType);
  const list = new URLSearchParams({
    gameType,
    platform,
    clientType: String(clientType),
    pageNo: String(firstPage),
    pageSize: String(pageSize),
    gameClassify: classify,
    language,
  });
  if (classify === 'NEW') list.set('isNew', '1');
  return [`/relay/GCSGAME_gameList?${list}`, `/relay/GCSGAME_getGameVendorList?language=${language}`];
}

/**
 * The calls the first screen of `pathname` starts with: on home, announcements; on a game list, its first page
 * and vendors; on login, whether the merchant offers a free trial (the form waits for it); on login and
 * register, the registration rules their forms check; then status, settings and flags. The screen's own calls
 * go first: home's banner and a list's first pictures wait on them, and over HTTP/1.1 the phone's six
 * connections are busy with the app's files, so the first call sent gets the first connection free.
 */
export function earlyPaths(pathname: string, search = '', language = DEFAULT_LANGUAGE): string[] {
  const paths: string[] = [];
  const screen = findRoute(pathname)?.id;
  if (screen === 'home') paths.push(`/relay/CCSFE_getListAnnouncements?${HOME_ANNOUNCEMENTS_QUERY}`);
  if (screen === 'gameList') paths.push(...gameListPaths(search, language));
  if (screen === 'login') paths.push('/member/trialuser');
  if (screen === 'login' || screen === 'register') paths.push('/system/setting/register');
  return [...paths, '/system/status', '/system/settings/consolidated', '/system/whitelabel'];
}

/** The language the reader chose on an earlier visit (the app starts in it), or the default. */
export function storedLanguage(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.language) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function hasSession(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.session) !== null;
  } catch {
    return true;
  }
}

/**
 * Reads the runtime config (the HTML preloads it) and sends the first calls of the page at `address` (path and
 * query), in place of any sent before; does nothing with a session.
 */
export async function startEarlyRequests(
  address: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<void> {
  const { pathname, search } = new URL(address, globalThis.location.href);
  const early = handoff();
  early.sent.length = 0;
  const answer = readRuntimeConfig(fetchImpl);
  early.config = answer.then((response) => response.clone());
  const response = await answer;
  if (hasSession()) return;
  if (!response.ok) return;
  const config = (await response.json()) as { merchantCode?: unknown; apiBase?: unknown };
  if (typeof config.merchantCode !== 'string') return;
  const apiBase = (typeof config.apiBase === 'string' ? config.apiBase : '/wps').replace(/\/+$/, '');
  const language = storedLanguage();
  const headers = { Merchant: config.merchantCode, Language: language };
  for (const path of earlyPaths(pathname, search, language)) {
    const url = new URL(`${apiBase}${path}`, globalThis.location.href).href;
    const answer = fetchImpl(url, { headers });
    const pick = picturesOf(path);
    if (pick) preloadFirstPictures(answer, pick, path);
    early.sent.push({ url, headers, response: answer });
  }
}

/**
 * Whether the early script asked for home's announcements: it then preloads the first banner and draws it in the
 * loading shell itself, so the app need not ask for the picture a second time.
 */
export function sentHomeAnnouncements(): boolean {
  return handoff().sent.some((request) => request.url.includes(HOME_ANNOUNCEMENTS_QUERY));
}

/** How many games a phone shows in the list's first row: their pictures are asked for early. */
export const FIRST_ROW_GAMES = 3;

type Picker = (value: Record<string, unknown> | undefined) => unknown[];

const firstBanner: Picker = (value) => [(value?.banners as { url?: unknown }[] | undefined)?.[0]?.url];
const firstGames: Picker = (value) =>
  ((value?.games as { iconUrl?: unknown }[] | undefined) ?? [])
    .slice(0, FIRST_ROW_GAMES)
    .map((g) => g.iconUrl);

/** The first pictures of a screen's early answer (`pick`), if the path's answer has any. */
function picturesOf(path: string): Picker | undefined {
  if (path.includes(HOME_ANNOUNCEMENTS_QUERY)) return firstBanner;
  if (path.startsWith('/relay/GCSGAME_gameList?')) return firstGames;
  return undefined;
}

/** An http(s) or same-origin address, or undefined: nothing else is fetched. */
function webAddress(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  const { protocol } = new URL(url, globalThis.location.href);
  return protocol === 'https:' || protocol === 'http:' ? url : undefined;
}

/**
 * The first screen's largest pictures (home's first banner, the games of a list's first row), preloaded with
 * high priority from the early answer, a second before the app could name them; home's banner is also drawn in
 * the loading shell (`boot-preview.ts`). The app still validates the answer and draws the pictures itself.
 */
function preloadFirstPictures(answer: Promise<Response>, pick: Picker, path: string): void {
  answer
    .then((response) => response.clone().json())
    .then((body: { value?: Record<string, unknown> }) => {
      const urls = pick(body.value)
        .map(webAddress)
        .filter((url) => url !== undefined);
      for (const url of urls) {
        const link = document.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'image');
        // The same href the app's picture asks for, so it is fetched once.
        link.setAttribute('href', url);
        link.setAttribute('fetchpriority', 'high');
        document.head.append(link);
      }
      const banner = urls[0];
      if (banner && path.includes(HOME_ANNOUNCEMENTS_QUERY)) showBootBanner(document, banner);
    })
    .catch(() => {
      // No early pictures: they load when the screen draws them.
    });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * A fetch for the runtime config and the api-client: the early answer of the config, or of the same GET (same
 * URL and headers), once; the network otherwise. An early call that failed is made again.
 */
export function fetchWithEarlyAnswers(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const early = handoff();
    const config = early.config;
    if (config && new URL(url, globalThis.location.href).pathname === RUNTIME_CONFIG_PATH) {
      early.config = undefined;
      try {
        return await config;
      } catch {
        // Fetched again below.
      }
    }
    const method = (init?.method ?? 'GET').toUpperCase();
    const match =
      method === 'GET' && !init?.body
        ? early.sent.find(
            (r) =>
              r.response && r.url === url && sameHeaders(headersOf({ headers: r.headers }), headersOf(init)),
          )
        : undefined;
    const response = match?.response;
    if (match && response) {
      match.response = undefined;
      try {
        return await response;
      } catch {
        // Sent too early to succeed (offline, say): the api-client's own attempt decides what to show.
      }
    }
    return fetchImpl(input, init);
  };
}
