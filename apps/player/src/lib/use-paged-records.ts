import type { WindowedListStatus } from '@wps-mobile/ui';
import { useEffect, useState } from 'react';

/** Records asked for per page; the list asks for the next as its end comes near. */
export const RECORD_PAGE_SIZE = 10;

interface Paged<T> {
  readonly list: readonly T[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly total: number;
}

interface PageRead<T> {
  /** The answer for the current page and filter only (not an earlier one kept while loading). */
  readonly currentData?: Paged<T> | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error?: unknown;
  refetch(): unknown;
}

/**
 * Pages of a list (a record, the inbox) read one after another into one list for a windowed view; a new filter (`resetKey`)
 * starts again at page 1.
 */
export function usePagedRecords<A extends object, T>(
  useRead: (args: A & { pageNo: number; pageSize: number }) => PageRead<T>,
  args: A,
  resetKey: string,
) {
  const [page, setPage] = useState(1);
  const [key, setKey] = useState(resetKey);
  const [items, setItems] = useState<readonly T[]>([]);
  if (key !== resetKey) {
    setKey(resetKey);
    setPage(1);
    setItems([]);
  }
  const read = useRead({ ...args, pageNo: page, pageSize: RECORD_PAGE_SIZE });
  const data = read.currentData;
  useEffect(() => {
    if (!data || data.pageNum !== page) return;
    setItems((before) => [...before.slice(0, (page - 1) * RECORD_PAGE_SIZE), ...data.list]);
  }, [data, page]);

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
