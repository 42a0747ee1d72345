import { BUDGETS } from './report';

export interface Target {
  /** As shown in the tables. */
  readonly label: string;
  /** Path and query on the server. */
  readonly path: string;
  readonly jsBudgetKb?: number;
  /** Compared with the floor app in the last table. */
  readonly compare: boolean;
  /** A seeded account whose session is stored before the page loads (the agent home needs an agent). */
  readonly signInAs?: string;
  /** Record and print the critical request chain of its first screen. */
  readonly chain?: boolean;
}

/** The routes docs/architecture.md sets budgets for, and the promotions list for its pictures. */
export const TARGETS: readonly Target[] = [
  { label: '/m/home', path: '/m/home', jsBudgetKb: BUDGETS.homeJsKb, compare: true, chain: true },
  { label: '/m/login', path: '/m/login', compare: true },
  { label: '/m/gameList?gameType=RNG', path: '/m/gameList?gameType=RNG', compare: false, chain: true },
  { label: '/m/agent', path: '/m/agent', compare: false, signInAs: 'agent01' },
  // The promotions list: one of the three screens whose pictures must be phone-sized (issue 36).
  { label: '/m/activity', path: '/m/activity', compare: false },
];
export const FLOOR_LABEL = 'floor /';

/**
 * BENCH_ROUTES: a comma-separated list of route paths (`/m/home,/m/login`) to measure instead of all of them, for a
 * quicker look at one page while working on it; every target when unset.
 */
export function selectTargets(value: string | undefined, targets: readonly Target[] = TARGETS): Target[] {
  const wanted = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...targets];
  const unknown = wanted.filter((path) => !targets.some((target) => target.path === path));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ROUTES names unknown routes: ${unknown.join(', ')} (known: ${targets.map((t) => t.path).join(', ')})`,
    );
  return targets.filter((target) => wanted.includes(target.path));
}

/** BENCH_RUNS: Lighthouse runs per page, 1 when unset. */
export function parseRuns(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 25)
    throw new Error(`BENCH_RUNS must be an integer from 1 to 25, got "${value}"`);
  return runs;
}
