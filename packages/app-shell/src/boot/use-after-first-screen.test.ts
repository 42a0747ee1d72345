import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen } from './use-after-first-screen';

describe('useAfterFirstScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('turns true when the browser is idle after the first render', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, unmount } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    act(() => idle?.());
    expect(result.current).toBe(true);
    unmount(); // while the stubbed cancelIdleCallback is still in place
  });

  it('falls back to the next task without idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(true);
  });
});
