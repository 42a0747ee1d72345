import { describe, expect, it } from 'vitest';
import { pendingContract } from './contract-reminder-rules';

const none = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };

describe('pendingContract', () => {
  it('asks nothing when every field is empty or there is no reply yet', () => {
    expect(pendingContract(1, none)).toBeUndefined();
    expect(pendingContract(1, undefined)).toBeUndefined();
    expect(pendingContract(1, { ...none, dailysalreqtype: '  ' })).toBeUndefined();
  });

  it('names the contract of the field that is set', () => {
    expect(pendingContract(1, { ...none, dailysalreqtype: '7' })).toBe('salaryContract');
    expect(pendingContract(1, { ...none, divtypecompperiodreq: '8' })).toBe('dividendContract');
    expect(pendingContract(1, { ...none, contracthoursalreq: '9' })).toBe('hourContract');
  });

  it('asks for daily salary first, then dividend, when several wait', () => {
    const all = { dailysalreqtype: '1', divtypecompperiodreq: '2', contracthoursalreq: '3' };
    expect(pendingContract(1, all)).toBe('salaryContract');
    expect(pendingContract(1, { ...all, dailysalreqtype: '' })).toBe('dividendContract');
  });

  it.each([4, 40, 41, 42])('never asks member type %i', (type) => {
    const all = { dailysalreqtype: '1', divtypecompperiodreq: '2', contracthoursalreq: '3' };
    expect(pendingContract(type, all)).toBeUndefined();
  });

  it.each([0, 1, 2, 3])('asks member type %i', (type) => {
    expect(pendingContract(type, { ...none, contracthoursalreq: '3' })).toBe('hourContract');
  });
});
