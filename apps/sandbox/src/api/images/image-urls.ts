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
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The kinds served as raster WebP; every kind also answers `.svg` (older links keep working). */
export const RASTER_KINDS: ReadonlySet<ImageKind> = new Set(['game', 'banner', 'promo', 'icon']);

const imageUrl = (kind: ImageKind, name: string | number): string =>
  `${IMAGE_PREFIX}/${kind}/${encodeURIComponent(String(name))}.${RASTER_KINDS.has(kind) ? 'webp' : 'svg'}`;

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
};
