import { describe, expect, it } from 'vitest';
import { busiestBetween, parseSchedstat } from './thread-wait';

describe('thread wait', () => {
  it("reads Linux's time on a core and time waiting for one, in ms", () => {
    expect(parseSchedstat('1500000000 250000000 912\n')).toEqual({ onCpuMs: 1500, waitingMs: 250 });
    expect(parseSchedstat('')).toBeUndefined();
    expect(parseSchedstat('x y z')).toBeUndefined();
  });

  it('keeps the renderer that ran most between two readings, and skips one read only once', () => {
    const before = new Map([
      [10, { onCpuMs: 100, waitingMs: 50 }],
      [11, { onCpuMs: 5, waitingMs: 1 }],
    ]);
    const after = new Map([
      [10, { onCpuMs: 180.4, waitingMs: 90.6 }],
      [11, { onCpuMs: 2005, waitingMs: 801 }],
      [12, { onCpuMs: 9000, waitingMs: 9000 }],
    ]);
    expect(busiestBetween(before, after)).toEqual({ onCpuMs: 2000, waitingMs: 800 });
    expect(busiestBetween(new Map(), after)).toBeUndefined();
  });
});
