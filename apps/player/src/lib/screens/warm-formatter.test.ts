import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormatterOn } from './warm-formatter';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('warmFormatterOn', () => {
  it("builds the formatter in a task after the screen's code, on a visit that opens on that screen", () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/m/activity?category=DAILY');
    const build = vi.fn();
    warmFormatterOn('activity', build);
    expect(build).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(build).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledWith('EN');
  });

  it('builds nothing on another page that loaded the same code', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/m/gameList');
    const build = vi.fn();
    warmFormatterOn('home', build);
    vi.runAllTimers();
    expect(build).not.toHaveBeenCalled();
  });
});
