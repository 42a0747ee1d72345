/** The platform's paged answer, cut from a full list: the sandbox's lists are small enough to page in memory. */
export function toPage<T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
): { list: T[]; pageNum: number; pageSize: number; totalPages: number; total: number } {
  const start = (pageNo - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    total: items.length,
  };
}
