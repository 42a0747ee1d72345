import { describe, expect, it } from 'vitest';
import { scrollReport, summariseTasks } from './scroll-long-tasks';

describe('summariseTasks', () => {
  it('counts tasks over 50 ms, the longest, and the time blocked beyond 50 ms', () => {
    expect(summariseTasks([30, 51, 120, 50])).toEqual({ longTasks: 2, longestTaskMs: 120, blockingMs: 71 });
  });

  it('reports zeros when nothing was long', () => {
    expect(summariseTasks([])).toEqual({ longTasks: 0, longestTaskMs: 0, blockingMs: 0 });
  });
});

const SCROLLED = {
  path: '/m/gameList?gameType=RNG&classify=ALL',
  cpuSlowdown: 4,
  games: 610,
  mostTilesInPage: 36,
  scrollSeconds: 40,
  longTasks: 0,
  longestTaskMs: 0,
  blockingMs: 0,
};

describe('scrollReport', () => {
  it('prints the numbers, or the failure', () => {
    const text = scrollReport(SCROLLED);
    expect(text).toContain('games loaded        610');
    expect(text).toContain('longest task        0 ms');
    expect(scrollReport(undefined, 'timeout')).toContain('failed: timeout');
    expect(text).not.toContain('main thread');
  });

  it("adds the main thread's time on a core and waiting for one when Linux counted them", () => {
    const text = scrollReport({ ...SCROLLED, mainThread: { onCpuMs: 9100, waitingMs: 2300 } });
    expect(text).toMatch(/main thread\s+9100 ms on a core, 2300 ms waiting for one/);
  });
});
