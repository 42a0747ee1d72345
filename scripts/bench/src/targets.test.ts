import { describe, expect, it } from 'vitest';
import { parseRuns, selectTargets, TARGETS } from './targets';

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

describe('selectTargets', () => {
  it('keeps every route when BENCH_ROUTES is unset or blank', () => {
    expect(selectTargets(undefined)).toEqual(TARGETS);
    expect(selectTargets(' , ')).toEqual(TARGETS);
  });

  it('keeps the named routes in table order', () => {
    expect(selectTargets('/m/login, /m/home').map((target) => target.path)).toEqual(['/m/home', '/m/login']);
  });

  it('refuses a route the bench does not know, naming the known ones', () => {
    expect(() => selectTargets('/m/home,/m/nowhere')).toThrow(
      'BENCH_ROUTES names unknown routes: /m/nowhere (known: /m/home, /m/login',
    );
  });
});
