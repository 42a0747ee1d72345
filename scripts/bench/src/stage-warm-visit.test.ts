import { describe, expect, it } from 'vitest';
import { warmVisitReport } from './stage-warm-visit';

const visit = (fcpMs: number, lcpMs: number, networkBytes: number) => ({
  documentMs: 60,
  fcpMs,
  lcpMs,
  networkBytes,
  cachedResponses: 70,
  networkResponses: 7,
});

describe('warm visit report', () => {
  it('puts the first and both second visits side by side, with n/a for a paint Chromium never reported', () => {
    const report = warmVisitReport({
      path: '/m/home',
      visits: 3,
      first: visit(1108, 0, 297_882),
      warmWithWorker: visit(508, 2344, 6758),
      warmHttpCacheOnly: visit(996, 2896, 27_648),
    });
    expect(report).toContain('## Repeat visit to /m/home (slow 4G, CPU 4x, median of 3)');
    expect(report).toContain('| first | 60 | 1108 | n/a | 290.9 KB | 7 | 70 |');
    expect(report).toContain('| second, service worker | 60 | 508 | 2344 | 6.6 KB | 7 | 70 |');
    expect(report).toContain('| second, HTTP cache only | 60 | 996 | 2896 | 27.0 KB | 7 | 70 |');
  });

  it('says why when the stage failed', () => {
    expect(warmVisitReport(undefined, 'browser crashed')).toContain('Failed: browser crashed');
  });
});
