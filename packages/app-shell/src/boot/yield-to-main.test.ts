import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("resumes in a later task, after the current task's promise jobs", async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('promise job'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['promise job']);
    await yielded;
    expect(order).toEqual(['promise job', 'resumed']);
  });
});
