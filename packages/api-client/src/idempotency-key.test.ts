import { describe, expect, it } from 'vitest';
import { SubmitKeys } from './idempotency-key';

describe('SubmitKeys', () => {
  it('keeps the key for the same input until the answer comes', () => {
    const keys = new SubmitKeys();
    const first = keys.keyFor({ amount: 100, card: 1 });
    expect(keys.keyFor({ amount: 100, card: 1 })).toBe(first);
    expect(keys.keyFor({ amount: 200, card: 1 })).not.toBe(first);
    const second = keys.keyFor({ amount: 100, card: 1 });
    expect(second).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: 100, card: 1 })).not.toBe(second);
  });
});
