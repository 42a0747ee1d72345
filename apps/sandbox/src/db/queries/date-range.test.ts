import { describe, expect, it } from 'vitest';
import { dayOf, earlierToday } from './date-range';

const MANILA = 'Asia/Manila';
const HOUR = 3_600_000;

describe('earlierToday', () => {
  it('is the asked time ago when the merchant day is long enough', () => {
    const noon = Date.parse('2026-11-25T04:00:00Z'); // 12:00 in Manila
    expect(earlierToday(noon, HOUR, MANILA)).toBe(noon - HOUR);
  });

  it('stays in the merchant day just after its midnight, in the order asked', () => {
    const justAfterMidnight = Date.parse('2026-11-25T16:10:00Z'); // 00:10 on the 26th in Manila
    const oneHour = earlierToday(justAfterMidnight, HOUR, MANILA);
    const halfHour = earlierToday(justAfterMidnight, HOUR / 2, MANILA);
    expect(dayOf(oneHour, MANILA)).toBe('2026-11-26');
    expect(dayOf(halfHour, MANILA)).toBe('2026-11-26');
    expect(oneHour).toBeLessThan(halfHour);
    expect(halfHour).toBeLessThan(justAfterMidnight);
  });
});
