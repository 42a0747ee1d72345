import { describe, expect, it } from 'vitest';
import { BUDGETS, lighthouseOverages, renderReport, type ReportInput } from './report';
import { fixed, formatTable, ratio, signed } from './text-table';

describe('formatTable', () => {
  it('pads every column to its widest cell, right-aligning numeric columns', () => {
    const table = formatTable(
      [{ header: 'Route' }, { header: 'KB', align: 'right' }, { header: 'status' }],
      [
        ['/m/home', '123.4', 'ok'],
        ['/m/login', '9.0', 'over'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'Route        KB  status',
      '/m/home   123.4  ok',
      '/m/login    9.0  over',
    ]);
  });

  it('treats missing cells as empty and trims trailing spaces', () => {
    expect(formatTable([{ header: 'a' }, { header: 'b' }], [['x']])).toBe('a  b\nx');
  });
});

describe('number formatting', () => {
  it('fixes decimals and shows missing values as -', () => {
    expect(fixed(1.25, 1)).toBe('1.3');
    expect(fixed(undefined, 1)).toBe('-');
    expect(fixed(Number.NaN, 0)).toBe('-');
  });

  it('prints ratios and signed differences', () => {
    expect(ratio(150, 100)).toBe('1.50x');
    expect(ratio(1, 0)).toBe('-');
    expect(ratio(undefined, 3)).toBe('-');
    expect(signed(3)).toBe('+3');
    expect(signed(-12.4)).toBe('-12');
    expect(signed(0)).toBe('0');
  });
});

describe('lighthouseOverages', () => {
  const good = { score: 97, fcp: 1200, lcp: 1800, tbt: 90, cls: 0.01, si: 1500 };

  it('is empty when every budget is met (boundaries included)', () => {
    expect(lighthouseOverages(good)).toEqual([]);
    expect(
      lighthouseOverages({ ...good, score: BUDGETS.score, tbt: BUDGETS.tbtMs, cls: BUDGETS.cls }),
    ).toEqual([]);
  });

  it('names each missed budget, and treats a missing number as missed', () => {
    expect(lighthouseOverages({ ...good, score: 80, tbt: 400, cls: 0.3 })).toEqual(['score', 'TBT', 'CLS']);
    expect(lighthouseOverages({ ...good, cls: Number.NaN })).toEqual(['CLS']);
  });
});

describe('renderReport', () => {
  const input: ReportInput = {
    title: 'wps-mobile benchmark',
    subtitle: ['Lighthouse 12.8.2'],
    bundles: [
      {
        label: '/m/home',
        beforeRender: { js: 120.04, css: 4 },
        toFirstScreen: { js: 140, css: 5 },
        jsBudgetKb: 130,
      },
      {
        label: '/m/login',
        beforeRender: { js: 131, css: 4 },
        toFirstScreen: { js: undefined, css: undefined },
      },
    ],
    build: [{ label: 'player', js: 300, css: 20 }],
    lighthouse: [
      {
        label: '/m/home',
        metrics: { score: 96, fcp: 1500, lcp: 2100, tbt: 120, cls: 0.001, si: 1600 },
        tbtRange: [80, 410],
        budgeted: true,
      },
      {
        label: '/m/login',
        metrics: { score: 90, fcp: 1500, lcp: 2100, tbt: 200, cls: 0, si: 1600 },
        budgeted: true,
      },
      { label: '/m/agent', metrics: undefined, budgeted: true },
      {
        label: 'floor /',
        metrics: { score: 99, fcp: 1000, lcp: 1000, tbt: 300, cls: 0, si: 1000 },
        budgeted: false,
      },
    ],
    comparison: [
      {
        label: '/m/home',
        oursJsKb: 120,
        floorJsKb: 80,
        oursLcp: 2100,
        floorLcp: 1000,
        oursScore: 96,
        floorScore: 99,
      },
    ],
    lcpEstimates: [{ label: '/m/home', description: '4 requests, 240.2 KB; last to end: /vendor.js' }],
    mainThread: [
      {
        label: '/m/home',
        tbt: 120,
        time: { longTasks: 29, wallMs: 615, cpuMs: 198, blockingOnWallMs: 1011, blockingOnCpuMs: 54 },
      },
      { label: 'floor /', tbt: 300, time: undefined },
    ],
    notes: ['/m/agent: Chromium ended on /m/login'],
    jsonPath: 'bench-results/bench.json',
  };
  const text = renderReport(input, '1 run');
  const lineOf = (start: string, after = 0): string =>
    text.split('\n').filter((line) => line.startsWith(start))[after] ?? '';

  it('marks the home JS budget and leaves unbudgeted rows blank', () => {
    expect(lineOf('/m/home  JS')).toMatch(/120\.0\s+140\.0\s+≤130\s+ok$/);
    expect(lineOf('/m/login  JS')).toMatch(/131\.0\s+-$/);
  });

  it("puts each page's long tasks on the clock beside the main thread's CPU time in them", () => {
    const table = text.split('\n').findIndex((line) => line.startsWith("Main thread in Lighthouse's trace"));
    expect(table).toBeGreaterThan(text.split('\n').findIndex((line) => line.startsWith('Lighthouse mobile')));
    expect(text.split('\n')[table + 1]).toMatch(/^\/m\/home\s+120\s+29\s+615\s+198\s+68%\s+1011\s+54$/);
    expect(text.split('\n')[table + 2]).toMatch(/^floor \/\s+300\s+-\s+-\s+-\s+-\s+-\s+-$/);
  });

  it('marks Lighthouse rows ok, over (which) or error, and never judges the floor', () => {
    expect(lineOf('/m/home', 2)).toMatch(/96\s+1500\s+2100\s+120\s+80–410\s+0\.001\s+ok$/);
    expect(lineOf('/m/login', 2)).toMatch(/200\s+0\.000\s+over/);
    expect(lineOf('/m/login', 2)).toMatch(/over \(score, TBT\)$/);
    expect(lineOf('/m/agent')).toMatch(/error$/);
    expect(lineOf('floor /')).toMatch(/0\.000$/);
    expect(lineOf('budget')).toContain('≥95');
  });

  it("lists each LCP estimate's requests under the Lighthouse table, and nothing without any", () => {
    const heading = text.split('\n').findIndex((line) => line.startsWith('What each LCP estimate counts'));
    expect(heading).toBeGreaterThan(text.split('\n').findIndex((line) => line.startsWith('floor /')));
    expect(text.split('\n')[heading + 1]).toBe('  /m/home: 4 requests, 240.2 KB; last to end: /vendor.js');
    expect(renderReport({ ...input, lcpEstimates: [] }, '1 run')).not.toContain('LCP estimate');
  });

  it('shows ratios against the floor, the notes and the JSON path', () => {
    expect(text).toContain('120.0/80.0 = 1.50x');
    expect(text).toContain('2100/1000 = 2.10x');
    expect(text).toContain('96-99 = -3');
    expect(text).toContain('  - /m/agent: Chromium ended on /m/login');
    expect(text.trimEnd().endsWith('Results (JSON): bench-results/bench.json')).toBe(true);
  });
});
