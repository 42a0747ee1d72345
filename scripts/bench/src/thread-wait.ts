import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/**
 * Linux's own count of a renderer's main thread: how long it ran on a core and how long it was ready to run but
 * waited for one (`/proc/<pid>/task/<pid>/schedstat`, nanoseconds; a renderer's main thread is its first thread).
 * A long task measured on the clock includes that waiting: on a machine with few cores the browser's other
 * processes and the local server take turns with the page. A thread that sleeps (idle, or paused by the CPU
 * slowdown) is in neither count.
 */
export interface ThreadTimes {
  readonly onCpuMs: number;
  readonly waitingMs: number;
}

/** The first two fields of a `schedstat` line, in ms; undefined when it cannot be read. */
export function parseSchedstat(text: string): ThreadTimes | undefined {
  const [run, wait] = text.trim().split(/\s+/).map(Number);
  if (!Number.isFinite(run) || !Number.isFinite(wait)) return undefined;
  return { onCpuMs: (run ?? 0) / 1e6, waitingMs: (wait ?? 0) / 1e6 };
}

function mainThreadOf(pid: number): ThreadTimes | undefined {
  try {
    return parseSchedstat(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'));
  } catch {
    // Not Linux, or the process has gone.
    return undefined;
  }
}

/** Each renderer's main-thread times now, by process id, as the browser names its renderers. */
export async function rendererTimes(browser: Browser): Promise<Map<number, ThreadTimes>> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    const times = new Map<number, ThreadTimes>();
    for (const { type, id } of processInfo) {
      const read = type === 'renderer' ? mainThreadOf(id) : undefined;
      if (read) times.set(id, read);
    }
    return times;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/**
 * What the busiest renderer's main thread did between two readings (the page's: the others are the browser's own
 * pages), rounded to whole ms; undefined when no renderer was read twice.
 */
export function busiestBetween(
  before: ReadonlyMap<number, ThreadTimes>,
  after: ReadonlyMap<number, ThreadTimes>,
): ThreadTimes | undefined {
  let busiest: ThreadTimes | undefined;
  for (const [pid, end] of after) {
    const start = before.get(pid);
    if (!start) continue;
    const spent = { onCpuMs: end.onCpuMs - start.onCpuMs, waitingMs: end.waitingMs - start.waitingMs };
    if (!busiest || spent.onCpuMs > busiest.onCpuMs) busiest = spent;
  }
  return busiest && { onCpuMs: Math.round(busiest.onCpuMs), waitingMs: Math.round(busiest.waitingMs) };
}
