const DAY = 86_400_000;

/** Milliseconds the zone is ahead of UTC at `at` (Manila: +8 h), from Intl so any merchant zone works. */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The merchant's calendar day of `at`, as YYYY-MM-DD. */
export function dayOf(at: number, timeZone: string): string {
  return new Date(at + zoneOffsetMs(timeZone, at)).toISOString().slice(0, 10);
}

/** Start of a merchant day in epoch ms. */
function dayStart(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return utcMidnight - zoneOffsetMs(timeZone, utcMidnight);
}

/**
 * `agoMs` before `now`, kept inside the merchant's current day: rows the seed dates "today" must count as today
 * even when the sandbox starts just after the merchant's midnight. Then the moment is squeezed into what there is
 * of the day, keeping the order of different `agoMs`.
 */
export function earlierToday(now: number, agoMs: number, timeZone: string): number {
  const sinceMidnight = now - dayStart(dayOf(now, timeZone), timeZone);
  return sinceMidnight > agoMs ? now - agoMs : now - Math.floor((sinceMidnight * agoMs) / DAY);
}

/** A span of time `[from, to)` in epoch ms. */
export interface Range {
  readonly from: number;
  readonly to: number;
}

/**
 * A report's range `[from, to)` in epoch ms: both days inclusive in the merchant's zone. Without dates a report
 * covers the last 30 days up to today, which is what the screens show first.
 */
export function reportRange(
  params: { startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
  now: number,
): Range {
  const today = dayOf(now, timeZone);
  const endDay = params.endDate ?? today;
  const startDay = params.startDate ?? dayOf(dayStart(endDay, timeZone) - 29 * DAY, timeZone);
  const from = dayStart(startDay, timeZone);
  const to = dayStart(endDay, timeZone) + DAY;
  return { from, to: Math.max(from, to) };
}
