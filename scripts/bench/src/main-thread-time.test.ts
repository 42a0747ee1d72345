import { describe, expect, it } from 'vitest';
import { mainThreadTimeOf, waitingShare, type TraceEvent } from './main-thread-time';

const MAIN = { pid: 7, tid: 1 };
const task = (ts: number, durMs: number, cpuMs: number | undefined, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: durMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
const paint = (ts: number, thread = MAIN, outermost = true): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ...thread,
  ts: ts * 1000,
  args: { frame: 'F', data: { isOutermostMainFrame: outermost } },
});

describe('main-thread time in the long tasks', () => {
  it('sums the clock and CPU time of the painting thread’s long tasks after the first paint', () => {
    const time = mainThreadTimeOf([
      task(10, 40, 40), // before the first paint
      paint(100),
      task(110, 12, 12), // short at 4x: 48 ms
      task(200, 30, 10), // long on the clock: 120 − 50 = 70; on CPU 40 − 50 → 0
      task(300, 40, 20), // 160 − 50 = 110; on CPU 80 − 50 = 30
      task(400, 60, 60, { pid: 8, tid: 1 }), // another process's thread
    ]);
    expect(time).toEqual({
      longTasks: 2,
      wallMs: 70,
      cpuMs: 30,
      blockingOnWallMs: 180,
      blockingOnCpuMs: 30,
    });
    expect(waitingShare(time!)).toBe(57);
  });

  it("follows the outermost frame's paint and takes the slowdown it is given", () => {
    const other = { pid: 9, tid: 2 };
    const events = [paint(50, other, false), paint(100), task(120, 20, 20), task(130, 20, 20, other)];
    expect(mainThreadTimeOf(events)?.wallMs).toBe(20);
    // At 2x a 20 ms task is 40 ms: not long.
    expect(mainThreadTimeOf(events, 2)?.longTasks).toBe(0);
  });

  it('gives nothing without a first paint or when a long task lacks its CPU time', () => {
    expect(mainThreadTimeOf([task(10, 40, 40)])).toBeUndefined();
    expect(mainThreadTimeOf([paint(0), task(10, 40, undefined)])).toBeUndefined();
    expect(waitingShare({ longTasks: 0, wallMs: 0, cpuMs: 0, blockingOnWallMs: 0, blockingOnCpuMs: 0 })).toBe(
      0,
    );
  });
});
