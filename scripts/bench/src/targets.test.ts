import { describe, expect, it } from 'vitest';
import { parseRuns } from './targets';

describe('parseRuns', () => {
  it('is 1 when BENCH_RUNS is unset or blank', () => {
    expect(parseRuns(undefined)).toBe(1);
    expect(parseRuns('  ')).toBe(1);
  });

  it('accepts whole numbers from 1 to 25 and rejects the rest', () => {
    expect(parseRuns('5')).toBe(5);
    expect(parseRuns('25')).toBe(25);
    for (const bad of ['0', '26', '2.5', 'five'])
      expect(() => parseRuns(bad)).toThrow(`BENCH_RUNS must be an integer from 1 to 25, got "${bad}"`);
  });
});
