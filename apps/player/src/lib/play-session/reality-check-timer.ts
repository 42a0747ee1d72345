/** Milliseconds in a minute, for the interval in the runtime config. */
export const MINUTE_MS = 60_000;

/**
 * When the next reality check is due: the first whole interval of the session (counted from its start) that
 * ends after `after`. Checks stay on the session's own rhythm (60, 120, 180 minutes...), and a player who
 * answers late is not asked again until the next mark.
 */
export function nextCheckAt(startedAt: number, intervalMs: number, after: number): number {
  const intervals = Math.max(1, Math.floor((after - startedAt) / intervalMs) + 1);
  return startedAt + intervals * intervalMs;
}

export interface RealityCheckSchedule {
  readonly startedAt: number;
  /** 0 or less: no check at all. */
  readonly intervalMinutes: number;
  /** When the player last chose Continue, if ever. */
  readonly acknowledgedAt?: number | undefined;
  /** Called once, when the check is due (at once when it already is). */
  readonly onDue: () => void;
  readonly now?: () => number;
}

/**
 * Waits for the next reality check and calls `onDue` then; returns the function that stops waiting. Timers may
 * fire early or late (sleeping tabs, changed clocks): on waking it checks the clock and waits again if early.
 */
export function scheduleRealityCheck({
  startedAt,
  intervalMinutes,
  acknowledgedAt,
  onDue,
  now = Date.now,
}: RealityCheckSchedule): () => void {
  if (!(intervalMinutes > 0)) return () => undefined;
  const dueAt = nextCheckAt(startedAt, intervalMinutes * MINUTE_MS, acknowledgedAt ?? startedAt);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(
      () => {
        if (now() >= dueAt) onDue();
        else wait();
      },
      Math.max(0, dueAt - now()),
    );
  };
  wait();
  return () => clearTimeout(timer);
}

/** A duration split for display: whole hours and the minutes left over. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
