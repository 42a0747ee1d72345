import { describe, expect, it } from 'vitest';
import { clockFrom } from './sandbox-clock';

describe('the sandbox clock', () => {
  it('is the real time when no instant is set', () => {
    let real = 1_000;
    const now = clockFrom(undefined, () => real);
    real = 5_000;
    expect(now()).toBe(5_000);
  });

  it('stands still at the given instant, however much real time passes', () => {
    let real = 1_000;
    const now = clockFrom('2026-01-15T02:00:00Z', () => real);
    expect(now()).toBe(Date.parse('2026-01-15T02:00:00Z'));
    real += 90_000;
    expect(now()).toBe(Date.parse('2026-01-15T02:00:00Z'));
  });

  it('refuses a start that is not a date', () => {
    expect(() => clockFrom('next tuesday')).toThrow(/WPS_SANDBOX_CLOCK/);
  });
});
