import { formatIsoDate } from '@wps-mobile/i18n';
import { describe, expect, it } from 'vitest';
import { isoDay, monthStart } from './dates';

describe('isoDay', () => {
  it('is the local calendar day, zero padded', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('names the same day as i18n’s ISO date in the device’s time zone, around midnight too', () => {
    const moments = [
      new Date(2026, 2, 29, 0, 0, 1).getTime(),
      new Date(2026, 2, 28, 23, 59, 59).getTime(),
      new Date(2026, 9, 25, 12, 0).getTime(),
      Date.UTC(2026, 5, 30, 23, 30),
    ];
    for (const at of moments) expect(isoDay(at)).toBe(formatIsoDate(at, 'EN'));
  });

  it('gives the first day of the month', () => {
    expect(monthStart(new Date(2026, 10, 25))).toBe('2026-11-01');
  });
});
