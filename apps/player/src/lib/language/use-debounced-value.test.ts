import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a change only after it settled for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'EN' },
    });
    rerender({ value: 'TY' });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe('EN');
    rerender({ value: 'AR' });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe('EN');
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('AR');
  });
});
