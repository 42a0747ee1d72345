import { useEffect, useState } from 'react';
import type { WindowedListStatus } from './windowed-list-footer';

export interface Paged<T> {
  readonly list: readonly T[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly total: number;
}

export interface PageRead<T> {
  /** The answer for the current page and filter only (not an earlier one kept while loading). */
  readonly currentData?: Paged<T> | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error?: unknown;
  refetch(): unknown;
}

/**
 * Pages of a paged read (an RTK Query hook) one after another into one list for a `WindowedList`, which asks
 * for the next page (`loadMore`) as its end comes near; a new filter (`resetKey`) starts again at page 1.
 */
export function usePagedItems<A extends object, T>(
  useRead: (args: A & { pageNo: number; pageSize: number }) => PageRead<T>,
  args: A,
  resetKey: string,
  pageSize: number,
) {
  const [page, setPage] = useState(1);
  const [key, setKey] = useState(resetKey);
  const [items, setItems] = useState<readonly T[]>([]);
  if (key !== resetKey) {
    setKey(resetKey);
    setPage(1);
    setItems([]);
  }
  const read = useRead({ ...args, pageNo: page, pageSize: pageSize });
  const data = read.currentData;
  useEffect(() => {
    if (!data || data.pageNum !== page) return;
    setItems((before) => [...before.slice(0, (page - 1) * pageSize), ...data.list]);
  }, [data, page, pageSize]);

  const more = data !== undefined && data.pageNum === page && page < data.totalPages;
  let status: WindowedListStatus = 'end';
  if (read.isError) status = 'error';
  else if (read.isFetching || data?.pageNum !== page) status = 'loading';
  else if (more) status = 'idle';
  return {
    items,
    status,
    total: data?.total,
    error: read.isError ? read.error : undefined,
    loadMore: () => {
      if (more && !read.isFetching) setPage((p) => p + 1);
    },
    retry: () => void read.refetch(),
  };
}
