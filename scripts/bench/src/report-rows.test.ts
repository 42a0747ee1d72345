import { describe, expect, it } from 'vitest';
import { lighthouseVersionOf, runsLabel, type BenchEnvironment } from './bench-run';
import { endedOnByLabel } from './notes';
import {
  buildRows,
  bundleRows,
  comparisonRows,
  lcpEstimateRows,
  lighthouseRows,
  mainThreadRows,
  reportInput,
  tbtRangeOf,
} from './report-rows';
import { lighthouse, sized, METRICS, sampleMeasurements } from './test-fixtures';

const measurements = sampleMeasurements();
const endedOn = endedOnByLabel(measurements);
const buildSizes = {
  apps: [
    { label: 'player', size: sized(300_000, 20_480) },
    { label: 'agent', size: sized(100_000, 10_240) },
  ],
  total: { js: { kb: 390.6, bytes: 400_000 }, css: { kb: 30, bytes: 30_720 } },
  floor: sized(81_920, 0),
};

describe('bundleRows', () => {
  it('shows redirects in the labels, keeps the budget and puts the floor app last without one', () => {
    const rows = bundleRows(measurements, endedOn);
    expect(rows.map((row) => [row.label, row.beforeRender.js, row.beforeRender.css, row.jsBudgetKb])).toEqual(
      [
        ['/m/home', 119.1, 4, 130],
        ['/m/agent → /m/home', 48.8, 0, undefined],
        ['floor /', 80, 0, undefined],
      ],
    );
    expect(rows.map((row) => row.toFirstScreen)).toEqual(Array(3).fill({ js: 2, css: 0.5 }));
    expect(rows[2]).not.toHaveProperty('jsBudgetKb');
  });
});

describe('buildRows', () => {
  it('lists each app, both together, then the floor app', () => {
    expect(buildRows(buildSizes).map((row) => [row.label, row.js, row.css])).toEqual([
      ['player', 293, 20],
      ['agent', 97.7, 10],
      ['both apps', 390.6, 30],
      ['floor app', 80, 0],
    ]);
  });

  it('has only the floor app when the apps were skipped', () => {
    expect(buildRows({ apps: [], total: undefined, floor: sized(1024, 0) })).toEqual([
      { label: 'floor app', js: 1, css: 0 },
    ]);
  });
});

describe('lighthouseRows', () => {
  it('budgets our routes, not the floor app, and leaves failed runs without metrics', () => {
    expect(lighthouseRows(measurements, endedOn)).toEqual([
      { label: '/m/home', metrics: METRICS, tbtRange: undefined, budgeted: true },
      { label: '/m/agent → /m/home', metrics: undefined, tbtRange: undefined, budgeted: true },
      {
        label: 'floor /',
        metrics: { ...METRICS, score: 99, lcp: 1000 },
        tbtRange: undefined,
        budgeted: false,
      },
    ]);
  });
});

describe('tbtRangeOf', () => {
  it('gives the lowest and highest TBT of several runs, and nothing for one run or a failed one', () => {
    const runs = [90, 410, 250].map((tbt) => ({ ...METRICS, tbt }));
    expect(tbtRangeOf(lighthouse('http://x/', undefined, { runs }))).toEqual([90, 410]);
    expect(
      tbtRangeOf(lighthouse('http://x/', undefined, { runs: [...runs, { ...METRICS, tbt: NaN }] })),
    ).toEqual([90, 410]);
    expect(tbtRangeOf(lighthouse('http://x/'))).toBeUndefined();
    expect(tbtRangeOf(undefined)).toBeUndefined();
  });
});

describe('lcpEstimateRows', () => {
  it("describes each page's estimate, the floor app's last, and leaves out pages without one", () => {
    const estimate = { requests: [{ url: '/m/home', bytes: 5120, startMs: 0, endMs: 607 }] };
    const [home, agent] = measurements.routes;
    if (!home?.measured.lighthouse || !agent) throw new Error('sample measurements changed');
    const withEstimates = {
      routes: [
        {
          ...home,
          measured: { ...home.measured, lighthouse: { ...home.measured.lighthouse, lcpEstimate: estimate } },
        },
        agent,
      ],
      floor: {
        ...measurements.floor,
        lighthouse: lighthouse('http://f/', undefined, { lcpEstimate: estimate }),
      },
    };
    expect(lcpEstimateRows(withEstimates)).toEqual([
      { label: '/m/home', description: '1 requests, 5.0 KB; last to end: /m/home 5.0 KB at 607 ms' },
      { label: 'floor /', description: '1 requests, 5.0 KB; last to end: /m/home 5.0 KB at 607 ms' },
    ]);
    expect(lcpEstimateRows(measurements)).toEqual([]);
  });
});

describe('mainThreadRows', () => {
  it("gives each page's median of every figure beside its TBT, the floor app's last, and skips failed pages", () => {
    const time = (wallMs: number, cpuMs: number) => ({
      longTasks: wallMs / 10,
      wallMs,
      cpuMs,
      blockingOnWallMs: 4 * wallMs,
      blockingOnCpuMs: 4 * cpuMs,
    });
    const [home, agent] = measurements.routes;
    if (!home?.measured.lighthouse || !agent) throw new Error('sample measurements changed');
    const withTimes = {
      routes: [
        {
          ...home,
          measured: {
            ...home.measured,
            lighthouse: {
              ...home.measured.lighthouse,
              mainThread: [time(900, 200), undefined, time(500, 300), time(700, 100)],
            },
          },
        },
        agent,
      ],
      floor: {
        ...measurements.floor,
        lighthouse: lighthouse('http://f/', undefined, { mainThread: [undefined] }),
      },
    };
    expect(mainThreadRows(withTimes)).toEqual([
      { label: '/m/home', tbt: 100, time: time(700, 200) },
      { label: 'floor /', tbt: 100, time: undefined },
    ]);
  });
});

describe('comparisonRows', () => {
  it('compares only the routes marked for it, under their requested label', () => {
    expect(comparisonRows(measurements)).toEqual([
      {
        label: '/m/home',
        oursJsKb: 119.1,
        floorJsKb: 80,
        oursLcp: 2000,
        floorLcp: 1000,
        oursScore: 96,
        floorScore: 99,
      },
    ]);
  });
});

describe('environment', () => {
  it("takes the floor app's Lighthouse version, else any route's, else ?", () => {
    expect(lighthouseVersionOf(measurements)).toBe('12.9.0');
    const { lighthouse: _floor, ...floorWithout } = measurements.floor;
    expect(lighthouseVersionOf({ ...measurements, floor: floorWithout })).toBe('12.8.2');
    expect(lighthouseVersionOf({ routes: [], floor: floorWithout })).toBe('?');
  });

  it('labels one run or the median of several', () => {
    expect(runsLabel(1)).toBe('1 run');
    expect(runsLabel(5)).toBe('median of 5');
  });
});

describe('reportInput', () => {
  it('titles the report with the minute in UTC and states the tools in the subtitle', () => {
    const environment: BenchEnvironment = {
      node: 'v20.20.2',
      chromium: 'Chromium 156.0',
      lighthouse: '12.8.2',
      runs: 1,
      floorOnly: false,
    };
    const input = reportInput({
      measurements,
      endedOn,
      buildSizes,
      comparison: comparisonRows(measurements),
      notes: ['a note'],
      environment,
      now: new Date('2026-11-22T06:47:59.900Z'),
      jsonPath: 'bench-results/bench.json',
    });
    expect(input.title).toBe('wps-mobile benchmark (2026-11-22 06:47 UTC)');
    expect(input.subtitle[0]).toBe(
      'Lighthouse 12.8.2, mobile form factor (simulated slow 4G, 4x CPU), performance only; Chromium 156.0; Node v20.20.2',
    );
    expect(input.bundles).toHaveLength(3);
    expect(input.build).toHaveLength(4);
    expect(input.notes).toEqual(['a note']);
    expect(input.jsonPath).toBe('bench-results/bench.json');
  });
});
