import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './match-time';

describe('formatMatchTime', () => {
  it('shows month, day, hours and minutes with leading zeros', () => {
    expect(formatMatchTime(new Date(2026, 0, 5, 9, 3).getTime())).toBe('01/05 09:03');
    expect(formatMatchTime(new Date(2026, 11, 31, 23, 59).getTime())).toBe('12/31 23:59');
  });
});
