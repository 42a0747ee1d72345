import { ownerOf } from '@wps-mobile/config';
import type { SizedFiles } from './bundle-size';
import type { BenchRun } from './bench-run';
import type { FirstScreenResult } from './first-screen';
import type { Measured } from './measured';
import { BUDGETS } from './report';
import type { SizeTotals } from './stage-build-size';
import type { Target } from './targets';

export interface BenchJsonSource extends BenchRun {
  readonly generatedAt: Date;
  readonly durationSeconds: number;
  /** Repository root: file lists are written relative to it. */
  readonly root: string;
}

/** A path relative to the repository root when it lies inside it, as given otherwise. */
export function repoRelative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

function sizesWithFiles(sizes: SizedFiles | FirstScreenResult, root: string) {
  const kind = (sum: SizedFiles['js']) => ({
    kb: sum.kb,
    bytes: sum.bytes,
    files: sum.files.map((file) => repoRelative(file, root)),
  });
  return { js: kind(sizes.js), css: kind(sizes.css) };
}

function kbAndBytes(sizes: SizeTotals) {
  return {
    js: { kb: sizes.js.kb, bytes: sizes.js.bytes },
    css: { kb: sizes.css.kb, bytes: sizes.css.bytes },
  };
}

/** `ours / floor` to two decimals; null when either is missing or the floor is zero. */
function roundedRatio(ours: number | undefined, floor: number | undefined): number | null {
  return ours !== undefined && floor ? Math.round((ours / floor) * 100) / 100 : null;
}

function routeJson(target: Target, measured: Measured, endedOn: ReadonlyMap<string, string>, root: string) {
  const { beforeRender, firstScreen, lighthouse } = measured;
  return {
    route: target.path,
    app: ownerOf(new URL(target.path, 'http://x').pathname) ?? null,
    beforeRender: beforeRender ? sizesWithFiles(beforeRender, root) : null,
    endedOn: endedOn.get(target.label) ?? null,
    toFirstScreen: firstScreen
      ? { finalUrl: firstScreen.finalUrl, ...sizesWithFiles(firstScreen, root) }
      : null,
    lighthouse: lighthouse
      ? {
          finalUrl: lighthouse.finalUrl,
          median: lighthouse.median,
          runs: lighthouse.runs,
          lcpElements: lighthouse.lcpElements,
          lcpEstimate: lighthouse.lcpEstimate ?? null,
          imageWaste: lighthouse.imageWaste ?? null,
          mainThread: lighthouse.mainThread.map((time) => time ?? null),
        }
      : null,
    jsBudgetKb: target.jsBudgetKb ?? null,
    criticalChain: measured.criticalChain ?? null,
    errors: measured.errors,
  };
}

function floorJson(floor: Measured, build: SizedFiles) {
  return {
    stack: 'react + react-dom + react-router (createBrowserRouter, one route)',
    build: kbAndBytes(build),
    beforeRender: floor.beforeRender ? kbAndBytes(floor.beforeRender) : null,
    toFirstScreen: floor.firstScreen ? kbAndBytes(floor.firstScreen) : null,
    lighthouse: floor.lighthouse
      ? {
          median: floor.lighthouse.median,
          runs: floor.lighthouse.runs,
          mainThread: floor.lighthouse.mainThread.map((time) => time ?? null),
        }
      : null,
    errors: floor.errors,
  };
}

/** The document written to bench-results/bench.json: the report's numbers plus the files behind each size. */
export function benchJson(source: BenchJsonSource) {
  const { environment, measurements, buildSizes } = source;
  return {
    generatedAt: source.generatedAt.toISOString(),
    durationSeconds: source.durationSeconds,
    environment: {
      node: environment.node,
      chromium: environment.chromium,
      lighthouse: environment.lighthouse,
      runs: environment.runs,
      floorOnly: environment.floorOnly,
    },
    budgets: BUDGETS,
    routes: measurements.routes.map(({ target, measured }) =>
      routeJson(target, measured, source.endedOn, source.root),
    ),
    build: {
      ...Object.fromEntries(buildSizes.apps.map((app) => [app.label, kbAndBytes(app.size)])),
      ...(buildSizes.total ? { total: kbAndBytes(buildSizes.total) } : {}),
    },
    floor: floorJson(measurements.floor, buildSizes.floor),
    comparison: source.comparison.map((row) => ({
      route: row.label,
      jsKbRatio: roundedRatio(row.oursJsKb, row.floorJsKb),
      lcpRatio: roundedRatio(row.oursLcp, row.floorLcp),
      scoreDifference:
        row.oursScore !== undefined && row.floorScore !== undefined ? row.oursScore - row.floorScore : null,
    })),
    notes: source.notes,
  };
}
