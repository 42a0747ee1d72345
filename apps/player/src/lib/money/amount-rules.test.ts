import { describe, expect, it } from 'vitest';
import { amountInput, checkAmount } from './amount-rules';

const limits = { min: 100, max: 50_000 };

describe('checkAmount', () => {
  it('accepts whole cents within the limits', () => {
    expect(checkAmount('100', limits)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 250.55 ', limits)).toEqual({ ok: true, amount: 250.55 });
    expect(checkAmount('50000', limits)).toEqual({ ok: true, amount: 50_000 });
  });

  it('says what is wrong with the rest', () => {
    expect(checkAmount('', limits)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('12.345', limits)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1e3', limits)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, problem: 'range' });
    expect(checkAmount('50000.01', limits)).toEqual({ ok: false, problem: 'range' });
  });
});

describe('amountInput', () => {
  it('keeps digits and at most two decimals', () => {
    expect(amountInput('1,250.505')).toBe('1250.50');
    expect(amountInput('12a3')).toBe('123');
    expect(amountInput('1.2.3')).toBe('1.23');
  });
});
