import { describe, expect, it } from 'vitest';
import { isNearEnd, visibleRows } from './window-range';

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
