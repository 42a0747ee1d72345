import { describe, expect, it } from 'vitest';
import { isNearEnd, stepTowards, visibleRows } from './window-range';

const base = { viewportHeight: 600, rowSize: 200, rowCount: 100, overscan: 1 };

describe('visibleRows', () => {
  it('renders the rows in view and one more on each side', () => {
    expect(visibleRows({ ...base, scrolledPast: 1000 })).toEqual({ first: 4, last: 9 });
  });

  it('starts at the first row while the list is below the top of the viewport', () => {
    expect(visibleRows({ ...base, scrolledPast: -300 })).toEqual({ first: 0, last: 3 });
  });

  it('keeps the number of rows bounded however long the list is', () => {
    const range = visibleRows({ ...base, rowCount: 100_000, scrolledPast: 5_000_000 });
    expect(range.last - range.first).toBeLessThanOrEqual(6);
  });

  it('clamps to the end of the list', () => {
    expect(visibleRows({ ...base, scrolledPast: 19_800 })).toEqual({ first: 98, last: 100 });
    expect(visibleRows({ ...base, scrolledPast: 50_000 })).toEqual({ first: 100, last: 100 });
  });

  it('renders nothing for an empty list or before a row is measured', () => {
    expect(visibleRows({ ...base, rowCount: 0, scrolledPast: 0 })).toEqual({ first: 0, last: 0 });
    expect(visibleRows({ ...base, rowSize: 0, scrolledPast: 0 })).toEqual({ first: 0, last: 0 });
  });
});

describe('isNearEnd', () => {
  it('is true within the threshold and false beyond it', () => {
    expect(isNearEnd(1500, 1000, 500)).toBe(true);
    expect(isNearEnd(1501, 1000, 500)).toBe(false);
    expect(isNearEnd(800, 1000, 500)).toBe(true);
  });
});

describe('stepTowards', () => {
  const range = (first: number, last: number) => ({ first, last });

  it('brings at most the given rows at the far edge per step, and drops the rows leaving at once', () => {
    // Scrolled down four rows: rows 0-3 leave, rows 10-13 join; in view are rows 7-10.
    expect(stepTowards(range(0, 10), range(4, 14), range(7, 10), 1)).toEqual(range(4, 11));
    expect(stepTowards(range(4, 11), range(4, 14), range(7, 10), 1)).toEqual(range(4, 12));
    expect(stepTowards(range(4, 13), range(4, 14), range(7, 10), 2)).toEqual(range(4, 14));
  });

  it('does the same upwards', () => {
    expect(stepTowards(range(10, 20), range(6, 16), range(9, 13), 1)).toEqual(range(9, 16));
    expect(stepTowards(range(9, 16), range(6, 16), range(9, 13), 1)).toEqual(range(8, 16));
  });

  it('brings every row in view at once, however many', () => {
    expect(stepTowards(range(0, 10), range(6, 18), range(9, 15), 1)).toEqual(range(6, 15));
    expect(stepTowards(range(10, 20), range(2, 14), range(5, 11), 1)).toEqual(range(5, 14));
  });

  it('takes a range that shares no row with the current one whole', () => {
    expect(stepTowards(range(0, 10), range(40, 50), range(43, 47), 1)).toEqual(range(40, 50));
    expect(stepTowards(range(0, 0), range(0, 9), range(0, 6), 1)).toEqual(range(0, 9));
  });

  it('steps without a floor when nothing of the list is in view', () => {
    expect(stepTowards(range(0, 3), range(0, 6), range(0, 0), 1)).toEqual(range(0, 4));
  });

  it('is the target once there', () => {
    expect(stepTowards(range(4, 14), range(4, 14), range(7, 10), 1)).toEqual(range(4, 14));
    expect(stepTowards(range(0, 14), range(4, 10), range(7, 10), 1)).toEqual(range(4, 10));
  });
});
