import { describe, expect, it } from 'vitest';
import { lineErrors, parseAmount, totalOf } from './transfer-rules';

describe('downline transfer lines', () => {
  it('reads positive amounts with at most two decimals', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    for (const bad of ['0', '-5', '1.234', 'abc', '', '1e3']) expect(parseAmount(bad)).toBeUndefined();
  });

  it('names the problem of each line', () => {
    expect(
      lineErrors([
        { username: 'down01', amount: '10' },
        { username: '', amount: '10' },
        { username: 'down02', amount: '0.001' },
      ]),
    ).toEqual([undefined, 'agent.chooseDownline', 'agent.amountFormat']);
  });

  it('adds the amounts without floating-point drift', () => {
    expect(
      totalOf([
        { username: 'a', amount: '0.1' },
        { username: 'b', amount: '0.2' },
      ]),
    ).toBe(0.3);
  });
});
