import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormatterOn } from './warm-formatter';

/** Where the early script keeps its locale-data worker's promise (`@wps-mobile/app-shell`'s `intl-warmed.ts`). */
const INTL_WARMUP = Symbol.for('wps-mobile.intl-warmup');
const slot = globalThis as unknown as Record<symbol, Promise<void> | undefined>;

afterEach(() => {
  vi.useRealTimers();
  delete slot[INTL_WARMUP];
  window.history.replaceState(null, '', '/');
});

describe('warmFormatterOn', () => {
  it("builds the formatter in a task after the screen's code, on a visit that opens on that screen", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/m/activity?category=DAILY');
    const build = vi.fn();
    warmFormatterOn('activity', build);
    expect(build).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(build).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledWith('EN');
  });

  it("waits for the early script's locale-data worker, so the main thread does not load the data beside it", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/m/home');
    let workerDone: () => void = () => undefined;
    slot[INTL_WARMUP] = new Promise<void>((resolve) => (workerDone = resolve));
    const build = vi.fn();
    warmFormatterOn('home', build);
    await vi.runAllTimersAsync();
    expect(build).not.toHaveBeenCalled();
    workerDone();
    await vi.runAllTimersAsync();
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds nothing on another page that loaded the same code', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/m/gameList');
    const build = vi.fn();
    warmFormatterOn('home', build);
    await vi.runAllTimersAsync();
    expect(build).not.toHaveBeenCalled();
  });
});
