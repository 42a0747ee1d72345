/**
 * The sandbox's clock. By default the real time. `WPS_SANDBOX_CLOCK` (an ISO instant) stops the process's clock at
 * that instant instead: the seed's timestamps (records, winners, messages), a login's time, "today" in reports and
 * every countdown's end are the same on every run, however long the run took to reach a screen, which screenshot
 * comparisons need. Nothing expires on a stopped clock (sessions, captchas, rate-limit windows), which is fine for a
 * sandbox that only serves pictures. A bad value stops start-up.
 */
export function clockFrom(start: string | undefined, realNow: () => number = Date.now): () => number {
  const raw = start?.trim();
  if (!raw) return realNow;
  const stoppedAt = Date.parse(raw);
  if (Number.isNaN(stoppedAt))
    throw new Error(`WPS_SANDBOX_CLOCK must be an ISO date and time, got "${raw}".`);
  return () => stoppedAt;
}

/** The time every part of the sandbox reads. */
export const sandboxNow: () => number = clockFrom(process.env.WPS_SANDBOX_CLOCK);
