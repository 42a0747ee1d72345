import { serverPicture } from '@wps-mobile/app-shell/server-picture';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  type ImageResizing,
  offeredWidths,
  type PictureKind,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  routeAmong,
} from '@wps-mobile/config';
import { BANNER_SIZES, GAME_LIST_TILE_SIZES } from '../images/picture-sizes';
import { NO_INTERNET, SERVICE_OUTAGE, showBootMessage } from './boot-message';
import { showBootBanner } from './boot-preview';
import {
  callAddress,
  FIRST_ROW_GAMES,
  FIRST_SCREEN_ROUTES,
  firstPaintPlan,
  type FirstCall,
} from './first-paint-plan';
import { BRAND_THEME_FILES_KEY, preloadScreenFiles } from './screen-files';

/**
 * The first screen's calls, sent by a small script inlined in the HTML (`src/early.ts`, built by
 * `build/inline-early-script.ts`) the moment the runtime config is known, instead of after the app's libraries
 * have downloaded and run. The api-client still makes every call: its fetch takes an early answer when one was
 * sent for the very same URL and headers, once, and asks the network otherwise. Only a visitor without a
 * session is served early (a session changes headers and parameters); a call that does not match is simply made
 * again.
 */
export interface EarlyRequest {
  readonly path: FirstCall['path'];
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

/** The language the reader chose on an earlier visit (the app starts in it), or the default. */
export function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function hasSession(): boolean {
  try {
    // The device's copy too: a new tab or a reopened app is signed in before the app has read it.
    return (
      sessionStorage.getItem(SESSION_STORAGE_KEY) !== null ||
      localStorage.getItem(SESSION_STORAGE_KEY) !== null
    );
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
  // The app reads the config again if this copy failed; the failure is not an unhandled one.
  early.config.catch(() => undefined);
  const response = await answer;
  if (!response.ok) return;
  const config = (await response.json()) as Record<string, unknown>;
  const brand = () => preloadBrand(config, pathname);
  if (hasSession() || typeof config.merchantCode !== 'string') return brand();
  const pictureConfig = picturesOf(config, config.merchantCode);
  const apiBase = (typeof config.apiBase === 'string' ? config.apiBase : '/wps').replace(/\/+$/, '');
  const language = storedLanguage();
  const headers = { Merchant: config.merchantCode, Language: language };
  for (const call of firstPaintPlan(pathname, search, language)) {
    const { path, pictures } = call;
    const url = new URL(`${apiBase}${callAddress(call)}`, globalThis.location.href).href;
    const answer = fetchImpl(url, { headers });
    // A call that fails early (offline, say) is made again by the api-client, whose own attempt decides what to
    // show; one the app never asks for again must not end as an unhandled rejection either.
    answer.catch(() => undefined);
    // The status call is every screen's first: no answer, or the server's own failure, is said in the loading
    // shell at once (`boot-message.ts`), a second or more before the app could say it.
    if (path === STATUS_PATH)
      answer.then(
        (response) => response.status < 500 || showBootMessage(SERVICE_OUTAGE, language, fetchImpl),
        () => showBootMessage(NO_INTERNET, language, fetchImpl),
      );
    if (pictures) preloadFirstPictures(answer, PICTURES[pictures], pictureConfig, pictures === 'firstBanner');
    early.sent.push({ path, url, headers, response: answer });
  }
  brand();
}

const STATUS_PATH: FirstCall['path'] = '/system/status';

/** Where the merchant's logo is drawn large, above the form: there it is the screen's largest picture. */
const LOGO_LED_SCREENS: ReadonlySet<string> = new Set(['login', 'register']);

/**
 * The merchant's brand, asked for behind the first calls, session or not: the code of its colours, which the first
 * render waits for, and its logo, which the first render draws (in the header, and large on login and register,
 * where it is asked for with high priority).
 */
function preloadBrand(config: Record<string, unknown>, pathname: string): void {
  if (config.brandColors || config.brandColorsDark) preloadScreenFiles(document, BRAND_THEME_FILES_KEY);
  const logo = webAddress(config.brandLogo);
  // Sent again in place of an earlier start: the logo is asked for once.
  if (
    !logo ||
    [...document.querySelectorAll('link[rel="preload"]')].some((l) => l.getAttribute('href') === logo)
  )
    return;
  const screen = routeAmong(FIRST_SCREEN_ROUTES, pathname)?.id;
  preloadImage(logo, { highPriority: !!screen && LOGO_LED_SCREENS.has(screen) });
}

/** A `<link rel="preload" as="image">`; with `srcSet`, the browser picks the width the page's `<img>` will. */
function preloadImage(
  href: string,
  { srcSet, sizes, highPriority }: { srcSet?: string; sizes?: string; highPriority: boolean },
): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes ?? '');
  }
  if (highPriority) link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * Whether the early script asked for home's announcements: it then preloads the first banner and draws it in the
 * loading shell itself, so the app need not ask for the picture a second time.
 */
export function sentHomeAnnouncements(): boolean {
  return handoff().sent.some((request) => request.path === '/relay/CCSFE_getListAnnouncements');
}

type Picker = (value: Record<string, unknown> | undefined) => unknown[];

const firstBanner: Picker = (value) => [(value?.banners as { url?: unknown }[] | undefined)?.[0]?.url];
const firstGames: Picker = (value) =>
  ((value?.games as { iconUrl?: unknown }[] | undefined) ?? [])
    .slice(0, FIRST_ROW_GAMES)
    .map((g) => g.iconUrl);

/** Which pictures an answer names, and how the screen draws them (the same `sizes` as its `<img>`). */
interface FirstPictures {
  readonly pick: Picker;
  readonly sizes: string;
  readonly kind: PictureKind;
}

const PICTURES: Record<NonNullable<FirstCall['pictures']>, FirstPictures> = {
  firstBanner: { pick: firstBanner, sizes: BANNER_SIZES, kind: 'picture' },
  firstRowGames: { pick: firstGames, sizes: GAME_LIST_TILE_SIZES, kind: 'gameIcon' },
};

type PictureConfig = Parameters<typeof serverPicture>[1];

/**
 * What the pictures' addresses need of the config as the page carries it: the image CDNs and the resizing
 * convention, so a preload asks for the very URL the screen's `<img>` chooses. The convention is taken as written,
 * its widths put in the order the app puts them: the app validates the file (`parseImageResizing`) and refuses
 * one it cannot read, and a convention that cannot be followed here only means no early picture.
 */
function picturesOf(config: Record<string, unknown>, merchantCode: string): PictureConfig {
  const resizing = config.imageResizing as Partial<ImageResizing> | undefined;
  const widths = Array.isArray(resizing?.widths) ? resizing.widths : undefined;
  return {
    ...(config as Omit<PictureConfig, 'merchantCode' | 'imageResizing'>),
    merchantCode,
    imageCDNs: Array.isArray(config.imageCDNs) ? (config.imageCDNs as string[]) : [],
    imageResizing: resizing && ({ ...resizing, widths: offeredWidths(widths) } as ImageResizing),
  };
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
function preloadFirstPictures(
  answer: Promise<Response>,
  { pick, sizes, kind }: FirstPictures,
  config: PictureConfig,
  homeBanner: boolean,
): void {
  answer
    .then((response) => response.clone().json())
    .then((body: { value?: Record<string, unknown> }) => {
      const pictures = pick(body.value)
        .map(webAddress)
        .filter((url) => url !== undefined)
        .map((url) => serverPicture(url, config, sizes, kind));
      // The same href, or srcset and sizes, as the app's picture, so the browser picks the same URL once.
      for (const picture of pictures)
        preloadImage(picture.src, { srcSet: picture.srcSet, sizes: picture.sizes, highPriority: true });
      const banner = pictures[0];
      if (banner && homeBanner) showBootBanner(document, banner);
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
