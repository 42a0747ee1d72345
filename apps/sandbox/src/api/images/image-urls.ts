/**
 * Every image the sandbox answers lives under `/wps/img/<kind>/<name>.svg` and is generated on request, so the
 * demo needs nothing from the internet and every URL in the seed resolves.
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

const imageUrl = (kind: ImageKind, name: string | number): string =>
  `${IMAGE_PREFIX}/${kind}/${encodeURIComponent(String(name))}.svg`;

export const imageUrls = {
  game: (nodeId: string) => imageUrl('game', nodeId),
  vendor: (code: string) => imageUrl('vendor', code),
  flag: (countryCode: string) => imageUrl('flag', countryCode),
  team: (name: string) => imageUrl('team', name),
  category: (category: string) => imageUrl('category', category),
  promo: (id: number) => imageUrl('promo', id),
  deposit: (channel: string) => imageUrl('deposit', channel),
  icon: (icon: string) => imageUrl('icon', icon),
};
