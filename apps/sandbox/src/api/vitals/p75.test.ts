import { describe, expect, it } from 'vitest';
import { p75, p75Table } from './p75';

describe('p75', () => {
  it('takes the nearest rank: the smallest value at least three quarters of the values do not exceed', () => {
    expect(p75([100])).toBe(100);
    expect(p75([100, 200])).toBe(200);
    expect(p75([100, 200, 300, 400])).toBe(300);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(7);
  });
});

describe('p75Table', () => {
  it('gives each route and metric its own p75 and count, whatever order the values came in', () => {
    const rows = [
      { route: 'home', metric: 'LCP' as const, value: 4000 },
      { route: 'home', metric: 'LCP' as const, value: 1000 },
      { route: 'home', metric: 'CLS' as const, value: 0.01 },
      { route: 'home', metric: 'LCP' as const, value: 3000 },
      { route: 'login', metric: 'LCP' as const, value: 900 },
      { route: 'home', metric: 'LCP' as const, value: 2000 },
    ];
    expect(p75Table(rows)).toEqual([
      { route: 'home', metric: 'LCP', p75: 3000, count: 4 },
      { route: 'home', metric: 'CLS', p75: 0.01, count: 1 },
      { route: 'login', metric: 'LCP', p75: 900, count: 1 },
    ]);
  });
});
