import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { SandboxDatabase } from '../../db';
import { titleOfBanner, titleOfPromotion } from '../../db/queries/content/images';
import { gameByNodeId, vendorName } from '../../db/queries/games/games';
import type { ApiEnv } from '../api-env';
import { IMAGE_KINDS, IMAGE_PREFIX, imageUrls, RASTER_KINDS } from './image-urls';
import type { ImageKind } from './image-urls';
import { BRAND_ICON_SIZES, BRAND_ICON_SVG, BRAND_LOGO_SVG, brandIconFile } from './brand-art';
import { rasterArt, RASTER_DIR } from './raster-art';
import { gameArt } from './game-art';
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

/**
 * Every image the sandbox refers to, generated on request. Images are fetched by `<img>` tags that send no
 * Merchant header, so these routes sit before the header check.
 */
export function imageRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(`${IMAGE_PREFIX}/:kind/:file`, (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const brandIcon = BRAND_ICON_SIZES.find((size) => file === `icon-${size}.png`);
    if (kind === 'brand' && brandIcon) {
      return c.body(new Uint8Array(readFileSync(`${RASTER_DIR}${brandIconFile(brandIcon)}`)), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': CACHE_CONTROL,
      });
    }
    if (file.endsWith('.webp')) {
      const picture = isKind(kind) ? raster(kind, file.slice(0, -5), c.var.db) : undefined;
      if (!picture) return c.text('Not found', 404);
      return c.body(new Uint8Array(picture), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': CACHE_CONTROL,
      });
    }
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const svg =
      name && isKind(kind) ? DRAW[kind](name, c.var.db, c.req.query('size') === 'large') : undefined;
    if (!svg) return c.text('Not found', 404);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });
  return routes;
}
