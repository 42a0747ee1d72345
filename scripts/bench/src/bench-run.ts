import type { Measurements } from './measured';
import type { ComparisonRow } from './report';
import type { BuildSizes } from './stage-build-size';

/** What the numbers were measured with, as the report's subtitle and bench.json state it. */
export interface BenchEnvironment {
  readonly node: string;
  readonly chromium: string;
  readonly lighthouse: string;
  readonly runs: number;
  readonly floorOnly: boolean;
}

/** The Lighthouse version from any run that worked, the floor app's first; `?` when none did. */
/** What one run found, as both the report and bench.json present it. */
export interface BenchRun {
  readonly environment: BenchEnvironment;
  readonly measurements: Measurements;
  /** Label → the page it ended on, for the routes that redirected. */
  readonly endedOn: ReadonlyMap<string, string>;
  readonly buildSizes: BuildSizes;
  readonly comparison: readonly ComparisonRow[];
  readonly notes: readonly string[];
}

export function lighthouseVersionOf(measurements: Measurements): string {
  return (
    measurements.floor.lighthouse?.lighthouseVersion ??
    measurements.routes.find((route) => route.measured.lighthouse)?.measured.lighthouse?.lighthouseVersion ??
    '?'
  );
}

export function runsLabel(runs: number): string {
  return runs === 1 ? '1 run' : `median of ${runs}`;
}
