import { describe, expect, it } from 'vitest';
import { daysSince, formatIsoDate, formatMonthDayTime } from './date';

const UTC = { timeZone: 'UTC' };
const MANILA = { timeZone: 'Asia/Manila' };

describe('date formatters', () => {
  it('formats MM/DD HH:mm with zero padding and a 24-hour clock', () => {
    expect(formatMonthDayTime(Date.UTC(2025, 2, 5, 7, 4), 'EN', UTC)).toBe('03/05 07:04');
    expect(formatMonthDayTime('2025-12-31T23:59:00Z', 'EN', UTC)).toBe('12/31 23:59');
    expect(formatMonthDayTime(Date.UTC(2025, 0, 1, 0, 0), 'EN', UTC)).toBe('01/01 00:00');
  });

  it('formats YYYY-MM-DD in the given time zone', () => {
    expect(formatIsoDate(Date.UTC(2025, 0, 9, 20), 'EN', UTC)).toBe('2025-01-09');
    // 20:00 UTC is already the next day in Manila (UTC+8).
    expect(formatIsoDate(Date.UTC(2025, 0, 9, 20), 'EN', MANILA)).toBe('2025-01-10');
  });

  it('isolates dates in right-to-left text and keeps Latin digits', () => {
    expect(formatMonthDayTime(Date.UTC(2025, 2, 5, 7, 4), 'FA', UTC)).toBe('\u206803/05 07:04\u2069');
  });

  it('rejects an invalid date instead of printing NaN', () => {
    expect(() => formatIsoDate('not a date')).toThrow(RangeError);
  });
});

describe('daysSince', () => {
  it('counts whole calendar days', () => {
    const now = Date.UTC(2025, 5, 10, 1, 0);
    expect(daysSince(Date.UTC(2025, 5, 10, 0, 30), now, UTC)).toBe(0);
    expect(daysSince(Date.UTC(2025, 5, 9, 23, 59), now, UTC)).toBe(1);
    expect(daysSince(Date.UTC(2024, 5, 10), now, UTC)).toBe(365);
  });

  it('is not thrown off by daylight saving time and never negative', () => {
    const options = { timeZone: 'Europe/Paris' };
    expect(daysSince('2025-03-29T12:00:00Z', '2025-03-31T12:00:00Z', options)).toBe(2);
    expect(daysSince(Date.UTC(2030, 0, 1), Date.UTC(2025, 0, 1), UTC)).toBe(0);
  });
});
