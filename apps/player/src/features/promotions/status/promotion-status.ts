import type { ActivityStatus } from '@wps-mobile/api-client/contract';

/** What a player can do with a promotion in a given status (spec section 9's activity statuses). */
export type PromotionAction = 'apply' | 'claim' | 'none';

/**
 * `join` invites an application and `claim` a bonus waiting to be taken; every other status only informs: the
 * application is under review (applying, process), settled (issued, claimed, joined, rejected) or the promotion
 * is not open (close, coming soon).
 */
export function actionOf(status: ActivityStatus): PromotionAction {
  if (status === 'join') return 'apply';
  if (status === 'claim') return 'claim';
  return 'none';
}

/** The status's tone on its badge: open, waiting, done or shut. */
export function toneOf(status: ActivityStatus): 'open' | 'waiting' | 'done' | 'shut' {
  if (status === 'join' || status === 'claim') return 'open';
  if (status === 'applying' || status === 'process' || status === 'coming soon') return 'waiting';
  if (status === 'close' || status === 'rejected') return 'shut';
  return 'done';
}

/** The promotion id of a `?id=` query: a positive whole number, else undefined. */
export function promotionIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get('id')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
