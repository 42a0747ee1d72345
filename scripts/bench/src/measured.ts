import type { Mount, SizedFiles } from './bundle-size';
import type { CriticalChain } from './chain-format';
import type { FirstScreenResult } from './first-screen';
import type { LighthouseResult } from './lighthouse-run';
import { errorMessage, log } from './log';
import type { KbPair } from './report';
import { FLOOR_LABEL, type Target } from './targets';

/** What the stages found for one page; a stage that failed leaves its field unset and adds to `errors`. */
export interface Measured {
  beforeRender?: SizedFiles;
  firstScreen?: FirstScreenResult;
  lighthouse?: LighthouseResult;
  /** What waited on what up to LCP, for the routes whose target asks for it. */
  criticalChain?: CriticalChain;
  errors: string[];
}

export interface RouteMeasured {
  readonly target: Target;
  readonly measured: Measured;
}

/** Everything the stages fill in: our routes in table order, and the floor app. */
export interface Measurements {
  readonly routes: readonly RouteMeasured[];
  readonly floor: Measured;
}

/** Where pages are served from, and which built folders stand behind its URLs. */
export interface Site {
  readonly origin: string;
  readonly mounts: readonly Mount[];
}

export interface Sites {
  /** Our apps behind the gateway; origin `''` when BENCH_FLOOR_ONLY skips it. */
  readonly gateway: Site;
  readonly floor: Site;
}

export function emptyMeasurements(targets: readonly Target[]): Measurements {
  return { routes: targets.map((target) => ({ target, measured: { errors: [] } })), floor: { errors: [] } };
}

export function allErrors(measurements: Measurements): string[] {
  return labelledPages(measurements).flatMap((page) => page.measured.errors);
}

/** Every page with its label: our routes in table order, then the floor app. */
export function labelledPages(measurements: Measurements): { label: string; measured: Measured }[] {
  return [
    ...measurements.routes.map((route) => ({ label: route.target.label, measured: route.measured })),
    { label: FLOOR_LABEL, measured: measurements.floor },
  ];
}

export const kbPair = (sizes: SizedFiles | FirstScreenResult | undefined): KbPair => ({
  js: sizes?.js.kb,
  css: sizes?.css.kb,
});

/**
 * Runs one measurement and records its failure instead of throwing, so that one broken page still leaves
 * the rest of the report.
 */
export async function attempt<T>(
  what: string,
  into: Measured,
  task: () => Promise<T> | T,
): Promise<T | undefined> {
  try {
    return await task();
  } catch (error) {
    into.errors.push(`${what}: ${errorMessage(error)}`);
    log(`FAILED ${what}: ${errorMessage(error)}`);
    return undefined;
  }
}
