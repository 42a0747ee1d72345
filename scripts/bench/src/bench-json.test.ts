import { describe, expect, it } from 'vitest';
import { benchJson, repoRelative, type BenchJsonSource } from './bench-json';
import { brotliSize, inlineScriptsLabel, withInlineScripts } from './bundle-size';
import { endedOnByLabel } from './notes';
import { BUDGETS, type ComparisonRow } from './report';
import { comparisonRows } from './report-rows';
import { ROOT, sampleMeasurements, sized } from './test-fixtures';

const measurements = sampleMeasurements();
const source: BenchJsonSource = {
  generatedAt: new Date('2026-11-22T06:47:59.900Z'),
  durationSeconds: 95,
  environment: { node: 'v20', chromium: 'Chromium 156', lighthouse: '12.8.2', runs: 3, floorOnly: false },
  measurements,
  endedOn: endedOnByLabel(measurements),
  buildSizes: {
    apps: [{ label: 'player', size: sized(300_000, 20_480, [`${ROOT}/apps/player/dist/a.js`]) }],
    total: { js: { kb: 293, bytes: 300_000 }, css: { kb: 20, bytes: 20_480 } },
    floor: sized(81_920, 0),
  },
  comparison: comparisonRows(measurements),
  notes: ['a note'],
  root: ROOT,
};
const json = benchJson(source);

describe('repoRelative', () => {
  it('strips the repository root only from paths inside it', () => {
    expect(repoRelative('/repo/apps/player/dist/a.js', '/repo')).toBe('apps/player/dist/a.js');
    expect(repoRelative('/repository/a.js', '/repo')).toBe('/repository/a.js');
    expect(repoRelative('/tmp/floor/a.js', '/repo')).toBe('/tmp/floor/a.js');
  });
});

describe('benchJson', () => {
  it('keeps the top-level layout of bench.json', () => {
    expect(Object.keys(json)).toEqual([
      'generatedAt',
      'durationSeconds',
      'environment',
      'budgets',
      'routes',
      'build',
      'floor',
      'comparison',
      'notes',
    ]);
    expect(json.generatedAt).toBe('2026-11-22T06:47:59.900Z');
    expect(json.environment).toEqual(source.environment);
    expect(json.budgets).toBe(BUDGETS);
    expect(json.notes).toEqual(['a note']);
  });

  it('describes each route with its owner, files relative to the root, and null for what failed', () => {
    const [home, agent] = json.routes;
    expect(home).toMatchObject({
      route: '/m/home',
      app: 'player',
      endedOn: null,
      jsBudgetKb: 130,
      lighthouse: { finalUrl: 'http://127.0.0.1:1/m/home', runs: [expect.any(Object)] },
      errors: [],
    });
    expect(home?.beforeRender?.js).toEqual({
      kb: 119.1,
      bytes: 122_000,
      files: ['apps/player/dist/assets/index.js'],
    });
    expect(home?.toFirstScreen).toMatchObject({ finalUrl: 'http://127.0.0.1:1/m/home', js: { bytes: 2048 } });
    expect(agent).toMatchObject({
      route: '/m/agent',
      app: 'agent',
      endedOn: '/m/home',
      lighthouse: null,
      jsBudgetKb: null,
      errors: ['lighthouse /m/agent: timed out'],
    });
  });

  it('lists the inline scripts of a route under its index.html, relative to the root', () => {
    const withInline = sampleMeasurements();
    const home = withInline.routes[0]?.measured;
    if (!home?.beforeRender) throw new Error('the sample /m/home has a before-render size');
    const early = 'window.early = 1;';
    home.beforeRender = {
      ...home.beforeRender,
      js: withInlineScripts(
        home.beforeRender.js,
        [early],
        inlineScriptsLabel(`${ROOT}/apps/player/dist/index.html`, 1),
      ),
    };
    const [route] = benchJson({ ...source, measurements: withInline }).routes;
    expect(route?.beforeRender?.js).toEqual({
      kb: Math.round(((122_000 + brotliSize(early)) / 1024) * 10) / 10,
      bytes: 122_000 + brotliSize(early),
      files: ['apps/player/dist/assets/index.js', 'apps/player/dist/index.html (inline script)'],
    });
  });

  it('gives KB and bytes without file lists for the builds and the floor app', () => {
    expect(json.build).toEqual({
      player: { js: { kb: 293, bytes: 300_000 }, css: { kb: 20, bytes: 20_480 } },
      total: { js: { kb: 293, bytes: 300_000 }, css: { kb: 20, bytes: 20_480 } },
    });
    expect(json.floor).toMatchObject({
      build: { js: { kb: 80, bytes: 81_920 }, css: { kb: 0, bytes: 0 } },
      beforeRender: { js: { kb: 80, bytes: 81_920 }, css: { kb: 0, bytes: 0 } },
      toFirstScreen: { js: { kb: 2, bytes: 2048 }, css: { kb: 0.5, bytes: 512 } },
      lighthouse: { median: { score: 99, lcp: 1000 } },
      errors: [],
    });
  });

  it('leaves out the total when the apps were skipped', () => {
    const floorOnly = benchJson({
      ...source,
      buildSizes: { ...source.buildSizes, apps: [], total: undefined },
    });
    expect(floorOnly.build).toEqual({});
  });

  it('rounds the ratios against the floor to two decimals and is null where they cannot be computed', () => {
    const row: ComparisonRow = {
      label: '/m/login',
      oursJsKb: 100,
      floorJsKb: 0,
      oursLcp: undefined,
      floorLcp: 1000,
      oursScore: 90,
      floorScore: undefined,
    };
    const comparison = benchJson({ ...source, comparison: [...source.comparison, row] }).comparison;
    expect(comparison).toEqual([
      { route: '/m/home', jsKbRatio: 1.49, lcpRatio: 2, scoreDifference: -3 },
      { route: '/m/login', jsKbRatio: null, lcpRatio: null, scoreDifference: null },
    ]);
  });
});
