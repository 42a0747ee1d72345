import { describe, expect, it } from 'vitest';
import { netResult } from './net-result';

const startedAt = 1_000_000;

describe('netResult', () => {
  it('is the change of balance since login when no money moved in or out', () => {
    expect(netResult({ balanceNow: 880.25, openingBalance: 1000, moves: [], startedAt })).toBe(-119.75);
  });

  it('leaves out deposits and withdrawals made since login, and ignores bets and older moves', () => {
    const moves = [
      { type: 'D' as const, amount: 500, createTime: startedAt + 10 },
      { type: 'W' as const, amount: -200, createTime: startedAt + 20 },
      { type: 'B' as const, amount: -50, createTime: startedAt + 30 },
      { type: 'D' as const, amount: 999, createTime: startedAt - 1 },
    ];
    // 1000 at login, +500 deposited, -200 withdrawn: 1300 would be even; 1350 is a win of 50.
    expect(netResult({ balanceNow: 1350, openingBalance: 1000, moves, startedAt })).toBe(50);
  });
});
