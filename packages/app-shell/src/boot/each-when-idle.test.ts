import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from './each-when-idle';

describe('eachWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function idleQueue() {
    const waiting = new Map<number, () => void>();
    let ids = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      ids += 1;
      waiting.set(ids, callback);
      return ids;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
    return {
      get size() {
        return waiting.size;
      },
      /** One idle moment: the oldest waiting callback runs. */
      idle() {
        const [id, callback] = [...waiting][0] ?? [];
        if (id === undefined || !callback) return;
        waiting.delete(id);
        callback();
      },
    };
  }

  it('runs one step per idle moment, in order, none before the first', () => {
    const queue = idleQueue();
    const done: string[] = [];
    eachWhenIdle([() => done.push('sanitiser'), () => done.push('first'), () => done.push('second')]);
    expect(done).toEqual([]);
    queue.idle();
    expect(done).toEqual(['sanitiser']);
    queue.idle();
    queue.idle();
    expect(done).toEqual(['sanitiser', 'first', 'second']);
    expect(queue.size).toBe(0);
  });

  it('drops the steps not yet run when cancelled', () => {
    const queue = idleQueue();
    const done: string[] = [];
    const cancel = eachWhenIdle([() => done.push('a'), () => done.push('b'), () => done.push('c')]);
    queue.idle();
    cancel();
    queue.idle();
    expect(done).toEqual(['a']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a step that throws, and takes the next task without idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: string[] = [];
    eachWhenIdle([
      () => {
        throw new Error('bad content');
      },
      () => done.push('next'),
    ]);
    expect(() => vi.advanceTimersToNextTimer()).toThrow('bad content');
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['next']);
  });
});
