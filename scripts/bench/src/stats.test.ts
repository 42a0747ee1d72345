import { describe, expect, it } from 'vitest';
import { median, medianOf } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([42])).toBe(42);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values and skips NaN entries', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, 5, 7, 9])).toBe(7);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('medianOf', () => {
  it('takes the median of every field separately', () => {
    const runs = [
      { score: 90, lcp: 2000 },
      { score: 97, lcp: 1500 },
      { score: 95, lcp: 3000 },
    ];
    expect(medianOf(runs)).toEqual({ score: 95, lcp: 2000 });
  });

  it('needs at least one record', () => {
    expect(() => medianOf([])).toThrow();
  });
});
