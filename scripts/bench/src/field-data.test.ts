import { describe, expect, it } from 'vitest';
import { fieldDataReport } from './field-data';

describe('field data report', () => {
  it('puts a row per route with the p75 of each metric and its number of figures, - where none came', () => {
    const report = fieldDataReport([
      { route: 'login', metric: 'LCP', p75: 1830.4, count: 3 },
      { route: 'home', metric: 'LCP', p75: 2412, count: 4 },
      { route: 'home', metric: 'CLS', p75: 0.0123, count: 4 },
      { route: 'home', metric: 'INP', p75: 56, count: 1 },
    ]);
    expect(report.split('\n')).toEqual([
      '## Field data from the bench\u2019s own page loads (p75, figures in brackets)',
      '',
      '| Route | LCP ms | INP ms | CLS | FCP ms | TTFB ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      '| home | 2412 (4) | 56 (1) | 0.012 (4) | - | - |',
      '| login | 1830 (3) | - | - | - | - |',
    ]);
  });

  it('says when no beacon arrived, and why the stage failed', () => {
    expect(fieldDataReport([])).toContain('No beacon arrived.');
    expect(fieldDataReport(undefined, 'HTTP 404')).toContain('Failed: HTTP 404');
  });
});
