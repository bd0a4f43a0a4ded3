/**
 * The paging convention of every staff list (docs/staff-platform.md, "Server-side tables"): the search
 * filters in the body (POST) or query, the page in the query string, the answer a `PageOf<T>`.
 * `?page=0&pageSize=50&sort=lastName&direction=asc`
 */
/** spec admin-and-calls section 9: 50, 100, 200, default 50 */
export const LIST_PAGE_SIZES = [50, 100, 200] as const;
export type PageSize = (typeof LIST_PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

export type SortDirection = 'asc' | 'desc';

export interface PageRequest<SortField extends string = string> {
  /** 0-based */
  page: number;
  pageSize: PageSize;
  sort?: SortField;
  direction?: SortDirection;
}

export interface PageOf<T> {
  items: T[];
  /** every row that matches the search, over all pages */
  total: number;
  page: number;
  pageSize: number;
}

/** The query string of a page request (the body carries the search). */
export function pageQuery(request: PageRequest): string {
  const query = new URLSearchParams({ page: String(request.page), pageSize: String(request.pageSize) });
  if (request.sort) {
    query.set('sort', request.sort);
    query.set('direction', request.direction ?? 'asc');
  }
  return query.toString();
}
