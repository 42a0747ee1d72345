import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, MASKED_AMOUNT } from './money';

describe('formatMoney', () => {
  it('shows the peso symbol and exactly two decimals by default', () => {
    expect(formatMoney(1234.5, 'EN')).toBe('₱1,234.50');
    expect(formatMoney(0, 'TY')).toBe('₱0.00');
    expect(formatMoney(1.005, 'EN')).toMatch(/^₱1\.0[01]$/);
  });

  it('groups digits the way the language does, with Latin digits', () => {
    expect(formatMoney(1234567.8, 'FR')).toMatch(/^1\s234\s567,80\s₱$/);
    expect(formatMoney(1234567.8, 'HI')).toBe('₱12,34,567.80');
    expect(formatMoney(1234.5, 'BN')).not.toMatch(/[০-৯]/);
  });

  it('isolates the amount in right-to-left languages so its parts keep their order', () => {
    const text = formatMoney(-1234.5, 'AR');
    expect(text.startsWith('\u2068')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text).toMatch(/1,234\.50/);
  });

  it('takes another currency or a merchant symbol', () => {
    expect(formatMoney(10, 'EN', { currency: 'USD' })).toBe('$10.00');
    expect(formatMoney(10, 'EN', { symbol: 'USDT ' })).toBe('USDT 10.00');
  });
});

describe('formatBalance', () => {
  it('masks with asterisks that do not reveal the number of digits', () => {
    expect(formatBalance(1234.5, 'EN', { masked: true })).toBe(`₱${MASKED_AMOUNT}`);
    expect(formatBalance(9, 'EN', { masked: true })).toBe(formatBalance(99999, 'EN', { masked: true }));
    expect(formatBalance(1234.5, 'EN')).toBe('₱1,234.50');
  });
});
