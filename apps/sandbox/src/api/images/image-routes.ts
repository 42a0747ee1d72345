import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { SandboxDatabase } from '../../db';
import { titleOfBanner, titleOfPromotion } from '../../db/queries/content/images';
import { gameByNodeId, vendorName } from '../../db/queries/games/games';
import type { ApiEnv } from '../api-env';
import { IMAGE_KINDS, IMAGE_PREFIX, imageUrls, RASTER_KINDS } from './image-urls';
import type { ImageKind } from './image-urls';
import { BRAND_ICON_SIZES, BRAND_ICON_SVG, BRAND_LOGO_SVG, brandIconFile } from './brand-art';
import { gameArt } from './game-art';
import { rasterArt, RASTER_DIR } from './raster-art';
import {
  isResizedFormat,
  rasterisedDrawing,
  RESIZED_FORMATS,
  RESIZED_PREFIX,
  RESIZED_WIDTHS,
  resizedPicture,
} from './resized-pictures';
import { initials, svgTile } from './svg-tile';

type Drawing = (name: string, db: SandboxDatabase, large: boolean) => string | undefined;

const DRAW: Readonly<Record<ImageKind, Drawing>> = {
  game: (nodeId, db, large) => {
    const game = gameByNodeId(db, nodeId);
    if (!game) return undefined;
    const art = { name: game.name_en, vendor: vendorName(game.vassalage), category: game.game_type };
    return gameArt(art, large ? 400 : 200);
  },
  vendor: (code) =>
    svgTile(code, {
      width: 120,
      height: 60,
      mark: code.replace(/_/g, ' ').slice(0, 8),
      caption: vendorName(code),
    }),
  banner: (id, db) => {
    const title = titleOfBanner(db, imageUrls.banner(Number(id))) ?? `Banner ${id}`;
    return svgTile(`banner${id}`, { width: 750, height: 300, mark: initials(title), caption: title });
  },
  flag: (code) => svgTile(`flag${code}`, { width: 60, height: 40, mark: code.slice(0, 3).toUpperCase() }),
  team: (name) => svgTile(name, { width: 80, height: 80, mark: initials(name), round: true }),
  category: (category) => svgTile(category, { width: 64, height: 64, mark: initials(category) }),
  promo: (id, db) => {
    const title = titleOfPromotion(db, Number(id) || 0);
    return title !== undefined
      ? svgTile(`promo${id}`, { width: 690, height: 260, mark: initials(title), caption: title })
      : undefined;
  },
  deposit: (vendor) => svgTile(vendor, { width: 64, height: 64, mark: initials(vendor) }),
  icon: (icon) => svgTile(`head${icon}`, { width: 96, height: 96, mark: icon, round: true }),
  brand: (name) => ({ logo: BRAND_LOGO_SVG, icon: BRAND_ICON_SVG })[name],
};

const isKind = (kind: string): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);

// Generated from stable names: a day of caching keeps the demo fast without hiding a re-seed for long.
const CACHE_CONTROL = 'public, max-age=86400';

/** A raster picture for a name that the SVG drawing accepts (so unknown games stay 404). */
function raster(kind: ImageKind, name: string, db: SandboxDatabase): Buffer | undefined {
  if (!RASTER_KINDS.has(kind) || !DRAW[kind](name, db, false)) return undefined;
  return rasterArt(kind === 'banner' || kind === 'promo' ? 'banner' : 'game', name);
}

interface Picture {
  readonly body: Uint8Array<ArrayBuffer> | string;
  readonly type: string;
}

/** The picture `/wps/img/<kind>/<file>` names, or undefined for an unknown kind, name or file type. */
function sandboxPicture(
  kind: string,
  file: string,
  db: SandboxDatabase,
  large: boolean,
): Picture | undefined {
  if (!isKind(kind)) return undefined;
  // The home-screen icons are drawn ahead of time (PNG, as install prompts want them).
  const brandIcon =
    kind === 'brand' ? BRAND_ICON_SIZES.find((size) => file === `icon-${size}.png`) : undefined;
  if (brandIcon)
    return {
      body: new Uint8Array(readFileSync(`${RASTER_DIR}${brandIconFile(brandIcon)}`)),
      type: 'image/png',
    };
  if (file.endsWith('.webp')) {
    const picture = raster(kind, file.slice(0, -5), db);
    return picture && { body: new Uint8Array(picture), type: 'image/webp' };
  }
  const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
  const svg = name ? DRAW[kind](name, db, large) : undefined;
  return svg === undefined ? undefined : { body: svg, type: 'image/svg+xml; charset=utf-8' };
}

/** `/wps/img/<kind>/<file>` split into its kind and file, or undefined for any other path. */
function picturePath(path: string): { kind: string; file: string } | undefined {
  const match = new RegExp(`^${IMAGE_PREFIX}/([^/]+)/([^/]+)$`).exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return { kind: decodeURIComponent(match[1]), file: decodeURIComponent(match[2]) };
  } catch {
    return undefined;
  }
}

/**
 * Every image the sandbox refers to, generated on request, and each at the widths the resizing convention
 * offers (`resized-pictures.ts`). Images are fetched by `<img>` tags that send no Merchant header, so these
 * routes sit before the header check.
 */
export function imageRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(`${IMAGE_PREFIX}/:kind/:file`, (c) => {
    const picture = sandboxPicture(
      c.req.param('kind'),
      c.req.param('file'),
      c.var.db,
      c.req.query('size') === 'large',
    );
    if (!picture) return c.text('Not found', 404);
    return c.body(picture.body, 200, { 'Content-Type': picture.type, 'Cache-Control': CACHE_CONTROL });
  });
  routes.get(`${RESIZED_PREFIX}/:width/:format/*`, async (c) => {
    const width = Number(c.req.param('width'));
    const format = c.req.param('format');
    if (!RESIZED_WIDTHS.includes(width) || !isResizedFormat(format))
      return c.text(`Widths are ${RESIZED_WIDTHS.join(', ')}; formats ${RESIZED_FORMATS.join(', ')}.`, 400);
    // The rest of the path names one of the sandbox's pictures; nothing outside `/wps/img/` is ever read.
    const rest = c.req.path.slice(`${RESIZED_PREFIX}/${c.req.param('width')}/${format}`.length);
    const where = picturePath(rest);
    const picture =
      where && sandboxPicture(where.kind, where.file, c.var.db, c.req.query('size') === 'large');
    if (!picture) return c.text('Not found', 404);
    // A drawing is drawn at the width asked, as a CDN answers a raster format for a vector original.
    const { picture: resized, hit } =
      typeof picture.body === 'string'
        ? await rasterisedDrawing(picture.body, width, format)
        : await resizedPicture(picture.body, width, format);
    return c.body(new Uint8Array(resized), 200, {
      'Content-Type': `image/${format}`,
      'Cache-Control': CACHE_CONTROL,
      // Whether the variant came from the cache, for tests and for a look with curl.
      'X-Resized-Cache': hit ? 'hit' : 'miss',
    });
  });
  return routes;
}
