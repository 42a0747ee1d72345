/**
 * The page's main thread in one Lighthouse run's trace: how long its long tasks took on the clock against how
 * long the thread itself ran in them.
 *
 * Lighthouse loads the page unthrottled and multiplies each task's clock time by the CPU slowdown (4x) to simulate
 * a phone, so a task counts towards TBT once it takes over 12.5 ms on the clock. On a machine with few cores the
 * clock time of a task includes the time the main thread waited for a core while the browser's other processes
 * (its own process, the compositor, the network service) and the local server ran: none of that is the page's
 * main-thread work, but the simulation multiplies it too. Each trace event carries both clock time (`dur`) and
 * the thread's own CPU time (`tdur`); the report prints both sums, so the two can be told apart.
 */

export interface TraceEvent {
  readonly name?: string;
  readonly ph?: string;
  readonly pid?: number;
  readonly tid?: number;
  readonly ts?: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly frame?: string; readonly data?: { readonly isOutermostMainFrame?: boolean } };
}

export interface MainThreadTime {
  /** Tasks after the first contentful paint that take over `50 / slowdown` ms on the clock. */
  readonly longTasks: number;
  /** Their clock time, ms (unthrottled, as traced). */
  readonly wallMs: number;
  /** The main thread's own CPU time in them, ms. */
  readonly cpuMs: number;
  /** Σ max(0, slowdown × clock time − 50) over them: blocking time as the simulation counts these tasks. */
  readonly blockingOnWallMs: number;
  /** Σ max(0, slowdown × CPU time − 50) over them: the same, had the thread never waited for a core. */
  readonly blockingOnCpuMs: number;
}

const LONG_TASK_MS = 50;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The long tasks of the thread that painted the page's first contentful paint, from that paint to the trace's end;
 * undefined when the trace has no such paint or a task lacks its CPU time.
 */
export function mainThreadTimeOf(events: readonly TraceEvent[], slowdown = 4): MainThreadTime | undefined {
  const paint =
    events.find((e) => e.name === 'firstContentfulPaint' && e.args?.data?.isOutermostMainFrame) ??
    events.find((e) => e.name === 'firstContentfulPaint');
  if (paint?.ts === undefined) return undefined;
  const longMs = LONG_TASK_MS / slowdown;
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === paint.pid &&
      e.tid === paint.tid &&
      (e.ts ?? 0) >= (paint.ts ?? 0) &&
      (e.dur ?? 0) / 1000 > longMs,
  );
  if (tasks.some((task) => typeof task.tdur !== 'number')) return undefined;
  let wallMs = 0;
  let cpuMs = 0;
  let blockingOnWallMs = 0;
  let blockingOnCpuMs = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? 0) / 1000;
    wallMs += wall;
    cpuMs += cpu;
    blockingOnWallMs += Math.max(0, slowdown * wall - LONG_TASK_MS);
    blockingOnCpuMs += Math.max(0, slowdown * cpu - LONG_TASK_MS);
  }
  return {
    longTasks: tasks.length,
    wallMs: round(wallMs),
    cpuMs: round(cpuMs),
    blockingOnWallMs: round(blockingOnWallMs),
    blockingOnCpuMs: round(blockingOnCpuMs),
  };
}

/** The share of the tasks' clock time the thread spent not running, as a whole percentage. */
export function waitingShare(time: MainThreadTime): number {
  return time.wallMs > 0 ? Math.round((1 - time.cpuMs / time.wallMs) * 100) : 0;
}
