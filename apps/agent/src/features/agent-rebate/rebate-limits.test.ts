import { describe, expect, it } from 'vitest';
import { checkRate, toPercent } from './rebate-limits';

describe('downline rebate limits', () => {
  it('takes a percentage up to the agent’s own rate', () => {
    expect(checkRate('1.2', 0.012)).toEqual({ ok: true, rate: 0.012 });
    expect(checkRate('0', 0.012)).toEqual({ ok: true, rate: 0 });
    expect(checkRate(' 0.5 ', 0.012)).toEqual({ ok: true, rate: 0.005 });
  });

  it('refuses a rate above the agent’s own', () => {
    expect(checkRate('1.3', 0.012)).toEqual({ ok: false, error: 'aboveOwn' });
  });

  it.each(['', 'abc', '-1', '1.2345', '100'])('refuses the malformed %j', (typed) => {
    expect(checkRate(typed, 0.05)).toEqual({ ok: false, error: 'format' });
  });

  it('shows fractions as percentages', () => {
    expect(toPercent(0.012)).toBe('1.2');
    expect(toPercent(0.006)).toBe('0.6');
  });
});
