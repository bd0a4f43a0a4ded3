/** admin-and-calls section 9: table page sizes 50, 100, 200 (default 50), paging only above the page size */
export const PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** the page controls appear only when the rows do not fit the smallest page */
export const needsPaging = (rowCount: number): boolean => rowCount > PAGE_SIZES[0];

export const pageCount = (rowCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(rowCount / pageSize));

/** the rows [from, to) of a page, the page clamped into range */
export function pageRange(
  rowCount: number,
  pageSize: number,
  page: number,
): { page: number; from: number; to: number } {
  const clamped = Math.min(Math.max(0, page), pageCount(rowCount, pageSize) - 1);
  const from = clamped * pageSize;
  return { page: clamped, from, to: Math.min(rowCount, from + pageSize) };
}
