import {
  DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  type PageOf,
  type PageSize,
  type SortDirection,
} from '@portal/shared/api/paging';

/**
 * The query string of a paged staff list (`shared/src/api/paging.ts`, docs/staff-platform.md "Server-side
 * tables"): `page` from 0, `pageSize` 50, 100 or 200 (any other is 400 validations_fail), and for a list
 * the caller may sort, `sort` one of its fields and `direction` asc or desc. Anything else is refused.
 */
export const pageQuerySchema = <S extends string>(sortFields: readonly S[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      pageSize: { type: 'integer', enum: [...LIST_PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
      ...(sortFields.length > 0
        ? {
            sort: { type: 'string', enum: [...sortFields] },
            direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
          }
        : {}),
    },
  }) as const;

export interface PageQuerystring<S extends string = string> {
  page: number;
  pageSize: PageSize;
  sort?: S;
  direction?: SortDirection;
}

/** The `PageOf<T>` answer schema around an item schema. */
export const pageOfSchema = (items: Record<string, unknown>) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  }) as const;

/** `LIMIT` and `OFFSET` of a page. */
export const limitOffset = (query: Pick<PageQuerystring, 'page' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: query.page * query.pageSize,
});

export const pageOf = <T>(
  items: T[],
  total: number,
  query: Pick<PageQuerystring, 'page' | 'pageSize'>,
): PageOf<T> => ({ items, total, page: query.page, pageSize: query.pageSize });
