// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportRequest, resetConnectivity } from './connectivity';
import { useConnectivity } from './use-connectivity';

afterEach(() => resetConnectivity());

describe('useConnectivity', () => {
  it('re-renders with the new state when the connection turns slow and back', () => {
    const { result } = renderHook(() => useConnectivity());
    expect(result.current).toBe('online');
    act(() => reportRequest({ answered: true, durationMs: 9000, slowAfterMs: 5000 }));
    expect(result.current).toBe('slow');
    act(() => reportRequest({ answered: true, durationMs: 10, slowAfterMs: 5000 }));
    expect(result.current).toBe('online');
  });
});
