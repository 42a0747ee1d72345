/**
 * Every image the sandbox answers lives under `/wps/img/<kind>/<name>.<svg|webp>`, so the demo needs nothing
 * from the internet and every URL in the seed resolves. Pictures a merchant's CDN sends as photographs
 * (banners, promotions, game icons, avatars) are WebP of a real-world weight; the small marks (vendors, flags,
 * teams, categories, deposit channels) are SVG drawn on request.
 */
export const IMAGE_PREFIX = '/wps/img';

export const IMAGE_KINDS = [
  'game',
  'vendor',
  'banner',
  'flag',
  'team',
  'category',
  'promo',
  'deposit',
  'icon',
  'brand',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The kinds served as raster WebP; every kind also answers `.svg` (older links keep working). */
// Game icons are SVG drawn from the game's own data (name, vendor, colour), so a list can be scanned by eye;
// `.webp` still answers for a game, from the raster set, for links made before.
export const RASTER_KINDS: ReadonlySet<ImageKind> = new Set(['game', 'banner', 'promo', 'icon']);
const SVG_FIRST: ReadonlySet<ImageKind> = new Set(['game']);

const imageUrl = (kind: ImageKind, name: string | number): string =>
  `${IMAGE_PREFIX}/${kind}/${encodeURIComponent(String(name))}.${RASTER_KINDS.has(kind) && !SVG_FIRST.has(kind) ? 'webp' : 'svg'}`;

export const imageUrls = {
  banner: (id: number) => imageUrl('banner', id),
  game: (nodeId: string) => imageUrl('game', nodeId),
  vendor: (code: string) => imageUrl('vendor', code),
  flag: (countryCode: string) => imageUrl('flag', countryCode),
  team: (name: string) => imageUrl('team', name),
  category: (category: string) => imageUrl('category', category),
  promo: (id: number) => imageUrl('promo', id),
  deposit: (channel: string) => imageUrl('deposit', channel),
  icon: (icon: string) => imageUrl('icon', icon),
  /** The demo merchant's logo (`logo`) or square mark (`icon`); its PNG icons are `brand/icon-<size>.png`. */
  brand: (name: 'logo' | 'icon') => imageUrl('brand', name),
};
