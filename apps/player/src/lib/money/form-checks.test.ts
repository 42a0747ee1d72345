import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readAmount } from './form-checks';

const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${values.min}-${values.max}` : key) as unknown as TFunction;
const format = (amount: number) => `₱${amount}`;

describe('readAmount', () => {
  it('gives the amount or the message for what is wrong', () => {
    expect(readAmount('150.5', { min: 100, max: 200 }, format, t)).toEqual({ amount: 150.5 });
    expect(readAmount('50', { min: 100, max: 200 }, format, t)).toEqual({
      error: 'wallet.amountOutOfRange ₱100-₱200',
    });
    expect(readAmount('1.234', { min: 1, max: 2 }, format, t)).toEqual({ error: 'wallet.amountInvalid' });
  });
});
