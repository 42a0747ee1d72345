/** The date ranges every record offers (spec: today, yesterday, 7 days, 30 days). */
export const DATE_RANGES = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const DAY_MS = 86_400_000;

function isoDay(time: number): string {
  const date = new Date(time);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The first and last day (both inclusive, YYYY-MM-DD, the device's calendar) of a range. */
export function rangeDays(
  range: DateRange,
  now: number = Date.now(),
): { startDate: string; endDate: string } {
  switch (range) {
    case 'yesterday':
      return { startDate: isoDay(now - DAY_MS), endDate: isoDay(now - DAY_MS) };
    case 'last7Days':
      return { startDate: isoDay(now - 6 * DAY_MS), endDate: isoDay(now) };
    case 'last30Days':
      return { startDate: isoDay(now - 29 * DAY_MS), endDate: isoDay(now) };
    default:
      return { startDate: isoDay(now), endDate: isoDay(now) };
  }
}

/** A range named in the address (`?range=`), else today. */
export function toDateRange(value: string | null): DateRange {
  return (DATE_RANGES as readonly string[]).includes(value ?? '') ? (value as DateRange) : 'today';
}
