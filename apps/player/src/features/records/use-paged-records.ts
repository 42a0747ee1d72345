import { usePagedItems, type PageRead } from '@wps-mobile/ui';

/** Records asked for per page; the list asks for the next as its end comes near. */
export const RECORD_PAGE_SIZE = 10;

/** Pages of a record read one after another into one windowed list; a new filter starts at page 1. */
export function usePagedRecords<A extends object, T>(
  useRead: (args: A & { pageNo: number; pageSize: number }) => PageRead<T>,
  args: A,
  resetKey: string,
) {
  return usePagedItems(useRead, args, resetKey, RECORD_PAGE_SIZE);
}
