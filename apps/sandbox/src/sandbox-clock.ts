/**
 * The sandbox's clock. By default the real time. `WPS_SANDBOX_CLOCK` (an ISO instant) starts the process's clock
 * at that instant instead, and it then runs at the normal pace: the seed's timestamps (records, winners, messages)
 * and "today" in reports are the same on every run, which screenshot comparisons need. A bad value stops start-up.
 */
export function clockFrom(start: string | undefined, realNow: () => number = Date.now): () => number {
  const raw = start?.trim();
  if (!raw) return realNow;
  const startAt = Date.parse(raw);
  if (Number.isNaN(startAt)) throw new Error(`WPS_SANDBOX_CLOCK must be an ISO date and time, got "${raw}".`);
  const startedAt = realNow();
  return () => startAt + (realNow() - startedAt);
}

/** The time every part of the sandbox reads. */
export const sandboxNow: () => number = clockFrom(process.env.WPS_SANDBOX_CLOCK);
