import { serverPicture } from '@wps-mobile/app-shell/server-picture';
import { type ImageResizing, offeredWidths, type PictureKind, routeAmong } from '@wps-mobile/config';
import { BANNER_SIZES, GAME_LIST_TILE_SIZES } from '../images/picture-sizes';
import { showBootBanner } from './boot-preview';
import { FIRST_ROW_GAMES, FIRST_SCREEN_ROUTES, type FirstCall } from './first-paint-plan';
import { BRAND_THEME_FILES_KEY, preloadScreenFiles } from './screen-files';

// The pictures the early script asks for before the app has run (`early-requests.ts` sends the calls that name
// them): the merchant's logo, and the first screen's largest pictures from the early answers.

/** Where the merchant's logo is drawn large, above the form: there it is the screen's largest picture. */
const LOGO_LED_SCREENS: ReadonlySet<string> = new Set(['login', 'register']);

/**
 * The merchant's brand, asked for behind the first calls, session or not: the code of its colours, which the first
 * render waits for, and its logo, which the first render draws (in the header, and large on login and register,
 * where it is asked for with high priority).
 */
export function preloadBrand(config: Record<string, unknown>, pathname: string): void {
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

export type PictureConfig = Parameters<typeof serverPicture>[1];

/**
 * What the pictures' addresses need of the config as the page carries it: the image CDNs and the resizing
 * convention, so a preload asks for the very URL the screen's `<img>` chooses. The convention is taken as written,
 * its widths put in the order the app puts them: the app validates the file (`parseImageResizing`) and refuses
 * one it cannot read, and a convention that cannot be followed here only means no early picture.
 */
export function picturesOf(config: Record<string, unknown>, merchantCode: string): PictureConfig {
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
export function preloadFirstPictures(
  answer: Promise<Response>,
  which: NonNullable<FirstCall['pictures']>,
  config: PictureConfig,
): void {
  const { pick, sizes, kind } = PICTURES[which];
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
      if (banner && which === 'firstBanner') showBootBanner(document, banner);
    })
    .catch(() => {
      // No early pictures: they load when the screen draws them.
    });
}
