import { describe, expect, it } from 'vitest';
import {
  FREE_ACCOUNT_REJECTION,
  isAgent,
  isContractExempt,
  isDividendInfoExempt,
  isFreeAccountRejected,
  isTrial,
  mayTransferToUpline,
} from './member-types';

describe('member-type rules', () => {
  it('counts every type but 0, 4 and 40 as an agent', () => {
    expect([0, 4, 40].map(isAgent)).toEqual([false, false, false]);
    expect([1, 2, 3, 41, 42].map(isAgent)).toEqual([true, true, true, true, true]);
  });

  it('recognises the free trial type', () => {
    expect(isTrial(4)).toBe(true);
    expect(isTrial(0)).toBe(false);
  });

  it('exempts 4, 40, 41 and 42 from contracts', () => {
    expect([4, 40, 41, 42, 1, 0].map(isContractExempt)).toEqual([true, true, true, true, false, false]);
  });

  it('allows transfer to upline only with the flag, an upline and a type other than 2', () => {
    expect(mayTransferToUpline(1, true, true)).toBe(true);
    expect(mayTransferToUpline(2, true, true)).toBe(false);
    expect(mayTransferToUpline(1, false, true)).toBe(false);
    expect(mayTransferToUpline(1, true, false)).toBe(false);
  });

  it('skips the dividend-info load for 4, 40, 41 and 42 only', () => {
    expect([4, 40, 41, 42].map(isDividendInfoExempt)).toEqual([true, true, true, true]);
    expect([0, 1, 2, 3, 43].map(isDividendInfoExempt)).toEqual([false, false, false, false, false]);
  });

  it('rejects the free account (type 4) with free_reject for 2 s, and no other type', () => {
    expect(isFreeAccountRejected(4)).toBe(true);
    expect([0, 1, 2, 40, 41, 42].some(isFreeAccountRejected)).toBe(false);
    expect(FREE_ACCOUNT_REJECTION).toEqual({ messageKey: 'free_reject', durationMs: 2000 });
  });
});
