/** Where a page's warm-up is kept: the player's early script and the app are two bundles, so they meet on a global. */
export const INTL_WARMUP = Symbol.for('wps-mobile.intl-warmup');

type WarmupSlot = Record<symbol, Promise<void> | undefined>;

/** The warm-up this page started (`warmIntlOffMainThread`), or a settled promise where none was started. */
export function intlWarmed(): Promise<void> {
  return (globalThis as unknown as WarmupSlot)[INTL_WARMUP] ?? Promise.resolve();
}

/** Keeps the page's warm-up, or returns the one already kept: one worker a page. */
export function keepIntlWarmup(start: () => Promise<void>): Promise<void> {
  const slot = globalThis as unknown as WarmupSlot;
  return (slot[INTL_WARMUP] ??= start());
}
