import { describe, expect, it } from 'vitest';
import { rangeDays, toDateRange } from './date-range';

// Noon local time, so no time zone moves the day.
const now = new Date(2026, 10, 25, 12, 0, 0).getTime();

describe('rangeDays', () => {
  it('gives both days of each range, inclusive', () => {
    expect(rangeDays('today', now)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(rangeDays('yesterday', now)).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
    expect(rangeDays('last7Days', now)).toEqual({ startDate: '2026-11-19', endDate: '2026-11-25' });
    expect(rangeDays('last30Days', now)).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
  });

  it('reads a range from the address, defaulting to today', () => {
    expect(toDateRange('last7Days')).toBe('last7Days');
    expect(toDateRange('forever')).toBe('today');
    expect(toDateRange(null)).toBe('today');
  });
});
