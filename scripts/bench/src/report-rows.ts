import type { BenchRun } from './bench-run';
import type { LighthouseResult } from './lighthouse-run';
import { kbPair, type Measurements } from './measured';
import { shownLabel } from './notes';
import type { BuildRow, BundleRow, ComparisonRow, LighthouseRow, MainThreadRow, ReportInput } from './report';
import type { MainThreadTime } from './main-thread-time';
import { medianOf } from './stats';
import type { BuildSizes } from './stage-build-size';
import { describeImageWaste } from './image-waste';
import { describeLcpEstimate } from './lcp-estimate';
import { FLOOR_LABEL } from './targets';

export function bundleRows(measurements: Measurements, endedOn: ReadonlyMap<string, string>): BundleRow[] {
  const floor = measurements.floor;
  return [
    ...measurements.routes.map(({ target, measured }) => ({
      label: shownLabel(target.label, endedOn),
      beforeRender: kbPair(measured.beforeRender),
      toFirstScreen: kbPair(measured.firstScreen),
      jsBudgetKb: target.jsBudgetKb,
    })),
    {
      label: FLOOR_LABEL,
      beforeRender: kbPair(floor.beforeRender),
      toFirstScreen: kbPair(floor.firstScreen),
    },
  ];
}

export function buildRows(sizes: BuildSizes): BuildRow[] {
  return [
    ...sizes.apps.map((app) => ({ label: app.label, js: app.size.js.kb, css: app.size.css.kb })),
    ...(sizes.total ? [{ label: 'both apps', js: sizes.total.js.kb, css: sizes.total.css.kb }] : []),
    { label: 'floor app', js: sizes.floor.js.kb, css: sizes.floor.css.kb },
  ];
}

/** The lowest and highest TBT of several runs; undefined for one run or none. */
export function tbtRangeOf(result: LighthouseResult | undefined): readonly [number, number] | undefined {
  const tbts = (result?.runs ?? []).map((run) => run.tbt).filter((tbt) => Number.isFinite(tbt));
  return tbts.length > 1 ? [Math.min(...tbts), Math.max(...tbts)] : undefined;
}

/** Our routes are held to the budgets; the floor app is shown for reference only. */
export function lighthouseRows(
  measurements: Measurements,
  endedOn: ReadonlyMap<string, string>,
): LighthouseRow[] {
  return [
    ...measurements.routes.map(({ target, measured }) => ({
      label: shownLabel(target.label, endedOn),
      metrics: measured.lighthouse?.median,
      tbtRange: tbtRangeOf(measured.lighthouse),
      budgeted: true,
    })),
    {
      label: FLOOR_LABEL,
      metrics: measurements.floor.lighthouse?.median,
      tbtRange: tbtRangeOf(measurements.floor.lighthouse),
      budgeted: false,
    },
  ];
}

/** Every page measured under its requested label, the floor app's last. */
function everyPage(measurements: Measurements) {
  return [
    ...measurements.routes.map(({ target, measured }) => ({ label: target.label, measured })),
    { label: FLOOR_LABEL, measured: measurements.floor },
  ];
}

/** Each page's LCP estimate described, the floor app's last; pages without one are left out. */
export function lcpEstimateRows(measurements: Measurements): ReportInput['lcpEstimates'] {
  return everyPage(measurements).flatMap(({ label, measured }) => {
    const estimate = measured.lighthouse?.lcpEstimate;
    return estimate ? [{ label, description: describeLcpEstimate(estimate) }] : [];
  });
}

/** Each route's "Properly size images" line (the run with the median LCP); routes without one are left out. */
export function imageWasteRows(measurements: Measurements): ReportInput['imageWaste'] {
  return measurements.routes.flatMap(({ target, measured }) => {
    const waste = measured.lighthouse?.imageWaste;
    if (!waste) return [];
    const origin = measured.lighthouse ? new URL(measured.lighthouse.url).origin : undefined;
    return [{ label: target.label, description: describeImageWaste(waste, origin) }];
  });
}

/** Each page's main thread in its long tasks (the median of each figure over the runs), the floor app's last. */
export function mainThreadRows(measurements: Measurements): MainThreadRow[] {
  return everyPage(measurements).flatMap(({ label, measured }) => {
    const result = measured.lighthouse;
    if (!result) return [];
    const times = result.mainThread.filter((time): time is MainThreadTime => time !== undefined);
    return [{ label, tbt: result.median.tbt, time: times.length > 0 ? medianOf(times) : undefined }];
  });
}

/** The routes marked `compare`, against the floor app; labels stay as requested, redirect or not. */
export function comparisonRows(measurements: Measurements): ComparisonRow[] {
  const floor = measurements.floor;
  return measurements.routes
    .filter((route) => route.target.compare)
    .map(({ target, measured }) => ({
      label: target.label,
      oursJsKb: measured.beforeRender?.js.kb,
      floorJsKb: floor.beforeRender?.js.kb,
      oursLcp: measured.lighthouse?.median.lcp,
      floorLcp: floor.lighthouse?.median.lcp,
      oursScore: measured.lighthouse?.median.score,
      floorScore: floor.lighthouse?.median.score,
    }));
}

export interface ReportSource extends BenchRun {
  readonly now: Date;
  /** As shown at the end of the report, relative to the repository root. */
  readonly jsonPath: string;
}

export function reportInput(source: ReportSource): ReportInput {
  const { environment } = source;
  return {
    title: `wps-mobile benchmark (${source.now.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    subtitle: [
      `Lighthouse ${environment.lighthouse}, mobile form factor (simulated slow 4G, 4x CPU), performance only; ${environment.chromium}; Node ${environment.node}`,
      `Sizes are brotli quality 11, per file, summed, in KB of 1024 bytes. Budgets are reported, not enforced.`,
    ],
    bundles: bundleRows(source.measurements, source.endedOn),
    build: buildRows(source.buildSizes),
    lighthouse: lighthouseRows(source.measurements, source.endedOn),
    comparison: source.comparison,
    lcpEstimates: lcpEstimateRows(source.measurements),
    imageWaste: imageWasteRows(source.measurements),
    mainThread: mainThreadRows(source.measurements),
    notes: source.notes,
    jsonPath: source.jsonPath,
  };
}
