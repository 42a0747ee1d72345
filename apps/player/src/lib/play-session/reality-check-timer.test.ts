import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS, nextCheckAt, scheduleRealityCheck, splitDuration } from './reality-check-timer';

const START = Date.UTC(2026, 0, 5, 20, 0);

describe('nextCheckAt', () => {
  it('keeps to whole intervals of the session, the first one interval after the start', () => {
    const hour = 60 * MINUTE_MS;
    expect(nextCheckAt(START, hour, START)).toBe(START + hour);
    expect(nextCheckAt(START, hour, START + 59 * MINUTE_MS)).toBe(START + hour);
    expect(nextCheckAt(START, hour, START + hour)).toBe(START + 2 * hour);
    expect(nextCheckAt(START, hour, START + 150 * MINUTE_MS)).toBe(START + 3 * hour);
    // A clock set back before the start still waits a whole interval.
    expect(nextCheckAt(START, hour, START - hour)).toBe(START + hour);
  });
});

describe('scheduleRealityCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('calls once when the interval has passed, not a minute before', () => {
    const onDue = vi.fn();
    scheduleRealityCheck({ startedAt: START, intervalMinutes: 60, onDue });
    vi.advanceTimersByTime(59 * MINUTE_MS);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120 * MINUTE_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('after Continue waits for the next mark of the session', () => {
    const onDue = vi.fn();
    vi.setSystemTime(START + 65 * MINUTE_MS);
    scheduleRealityCheck({ startedAt: START, intervalMinutes: 60, acknowledgedAt: Date.now(), onDue });
    vi.advanceTimersByTime(54 * MINUTE_MS);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('is due at once when the page comes back after the mark (a reload, a sleeping tab)', () => {
    const onDue = vi.fn();
    vi.setSystemTime(START + 61 * MINUTE_MS);
    scheduleRealityCheck({ startedAt: START, intervalMinutes: 60, onDue });
    vi.advanceTimersByTime(0);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('waits again when its timer fires before the clock reaches the mark', () => {
    const onDue = vi.fn();
    let clock = START;
    scheduleRealityCheck({ startedAt: START, intervalMinutes: 1, onDue, now: () => clock });
    // The timer fires while the page's clock says only 30 s have passed: it waits the other 30 s.
    clock = START + 30_000;
    vi.advanceTimersByTime(MINUTE_MS);
    expect(onDue).not.toHaveBeenCalled();
    clock = START + MINUTE_MS;
    vi.advanceTimersByTime(30_000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('does nothing with an interval of 0, and nothing once stopped', () => {
    const onDue = vi.fn();
    scheduleRealityCheck({ startedAt: START, intervalMinutes: 0, onDue });
    const stop = scheduleRealityCheck({ startedAt: START, intervalMinutes: 30, onDue });
    stop();
    vi.advanceTimersByTime(600 * MINUTE_MS);
    expect(onDue).not.toHaveBeenCalled();
  });
});

describe('splitDuration', () => {
  it('gives whole hours and minutes, never below zero', () => {
    expect(splitDuration(61 * MINUTE_MS + 59_000)).toEqual({ hours: 1, minutes: 1 });
    expect(splitDuration(59_999)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
