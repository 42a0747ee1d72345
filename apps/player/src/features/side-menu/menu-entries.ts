import { routePath, type Features, type RouteId } from '@wps-mobile/config';

/** A category of the side menu; PROMO is the promotions page, the rest select a category on home. */
export interface MenuCategory {
  readonly id: string;
  readonly name: string;
  /** The server's picture for the category; the menu draws the kit's game icon without one. */
  readonly iconUrl?: string;
}

/** HOT first, added when the server's list lacks it (spec section 2, Side menu). */
export function withHotFirst(categories: readonly MenuCategory[]): MenuCategory[] {
  const hot = categories.find((c) => c.id === 'HOT') ?? { id: 'HOT', name: 'HOT' };
  return [hot, ...categories.filter((c) => c.id !== 'HOT')];
}

/** Where choosing a category leads: PROMO to activity, any other to home with the category selected. */
export function categoryHref(id: string): string {
  if (id === 'PROMO') return routePath('activity');
  return `${routePath('home')}?category=${encodeURIComponent(id)}`;
}

export type ShortcutId =
  'deposit' | 'withdraw' | 'share' | 'vip' | 'rewardCenter' | 'missionActivity' | 'manualRebate';

/** A shortcut's label: the action it starts, or the title of the page it opens. */
export type ShortcutLabel =
  'common.deposit' | 'common.withdraw' | 'common.share' | 'menu.vip' | `routes.${RouteId}`;

export interface Shortcut {
  readonly id: ShortcutId;
  readonly label: ShortcutLabel;
  readonly route: RouteId;
}

const SHORTCUTS: readonly (Shortcut & { readonly feature: keyof Features })[] = [
  { id: 'deposit', label: 'common.deposit', feature: 'deposit', route: 'voucherCenter' },
  { id: 'withdraw', label: 'common.withdraw', feature: 'withdraw', route: 'withdraw' },
  { id: 'share', label: 'common.share', feature: 'referral', route: 'inviteFriends' },
  { id: 'vip', label: 'menu.vip', feature: 'vipBenefits', route: 'memberBenefits' },
  { id: 'rewardCenter', label: 'routes.rewardCenter', feature: 'rewardCentre', route: 'rewardCenter' },
  { id: 'missionActivity', label: 'routes.leaderBoard', feature: 'missionActivity', route: 'leaderBoard' },
  { id: 'manualRebate', label: 'routes.manualRebate', feature: 'manualRebate', route: 'manualRebate' },
];

/** The shortcuts whose white-label feature is on, in the spec's order. */
export function enabledShortcuts(features: Features): Shortcut[] {
  return SHORTCUTS.filter((s) => features[s.feature]).map(({ id, label, route }) => ({ id, label, route }));
}
