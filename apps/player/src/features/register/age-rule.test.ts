import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthday, latestBirthday } from './age-rule';

const today = new Date(2026, 10, 25); // 25 November 2026, local time

describe('checkBirthday', () => {
  it('lets an 18-year-old register at the default age and refuses a day short of it', () => {
    expect(checkBirthday('2008-11-25', 18, today)).toBeUndefined();
    expect(checkBirthday('2008-11-26', 18, today)).toBe('underAge');
  });

  it('refuses a 19-year-old where the merchant asks 21 and accepts a 22-year-old', () => {
    expect(checkBirthday('2007-03-01', 21, today)).toBe('underAge');
    expect(checkBirthday('2004-03-01', 21, today)).toBeUndefined();
    expect(checkBirthday('2005-11-25', 21, today)).toBeUndefined();
    expect(checkBirthday('2005-11-26', 21, today)).toBe('underAge');
  });

  it('asks for the date when it is missing, and refuses days that do not exist or are still to come', () => {
    expect(checkBirthday('', 18, today)).toBe('required');
    expect(checkBirthday('2001-02-29', 18, today)).toBe('invalid');
    expect(checkBirthday('1990-13-01', 18, today)).toBe('invalid');
    expect(checkBirthday('25/11/1990', 18, today)).toBe('invalid');
    expect(checkBirthday('2026-11-26', 18, today)).toBe('invalid');
    expect(checkBirthday('1850-01-01', 18, today)).toBe('invalid');
  });
});

describe('ageOn', () => {
  it('counts a 29 February birthday as reached on 1 March of a common year', () => {
    expect(ageOn(2004, 2, 29, new Date(2022, 1, 28))).toBe(17);
    expect(ageOn(2004, 2, 29, new Date(2022, 2, 1))).toBe(18);
  });
});

describe('latestBirthday', () => {
  it('is today as YYYY-MM-DD', () => {
    expect(latestBirthday(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
