import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedItems, type PageRead } from './use-paged-items';

const TOTAL = 5;
// A fake paged read answered at once unless `failing`; like RTK Query, the same page is the same object.
function fakeRead(failing: { on: boolean }, asked: number[]) {
  const pages = new Map<number, PageRead<number>>();
  const refetch = vi.fn();
  return ({ pageNo, pageSize }: { pageNo: number; pageSize: number }): PageRead<number> => {
    asked.push(pageNo);
    if (failing.on) return { isFetching: false, isError: true, error: 'down', refetch };
    const known = pages.get(pageNo);
    if (known) return known;
    const list = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(
      (pageNo - 1) * pageSize,
      pageNo * pageSize,
    );
    const currentData = { list, pageNum: pageNo, totalPages: Math.ceil(TOTAL / pageSize), total: TOTAL };
    const read = { currentData, isFetching: false, isError: false, refetch };
    pages.set(pageNo, read);
    return read;
  };
}

describe('usePagedItems', () => {
  it('appends the next page on loadMore and ends after the last', () => {
    const asked: number[] = [];
    const read = fakeRead({ on: false }, asked);
    const { result } = renderHook(() => usePagedItems(read, {}, 'all', 2));
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.status).toBe('idle');
    act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1, 2, 3, 4]);
    act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.status).toBe('end');
    act(() => result.current.loadMore());
    expect(Math.max(...asked)).toBe(3);
  });

  it('starts again at page 1 for a new filter and reports a failure', () => {
    const failing = { on: false };
    const read = fakeRead(failing, []);
    const { result, rerender } = renderHook(({ key }) => usePagedItems(read, {}, key, 2), {
      initialProps: { key: 'a' },
    });
    act(() => result.current.loadMore());
    expect(result.current.items).toHaveLength(4);
    rerender({ key: 'b' });
    expect(result.current.items).toEqual([1, 2]);
    failing.on = true;
    rerender({ key: 'c' });
    expect(result.current.items).toEqual([]);
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('down');
  });
});
