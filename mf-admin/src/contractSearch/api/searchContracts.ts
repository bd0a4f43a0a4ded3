import {
  apiRequest,
  pageQuery,
  type AdminContract,
  type ContractSearch,
  type ContractSortField,
  type PageOf,
  type PageRequest,
  type Subject,
} from '@portal/shared';

/**
 * `POST /connector/v1/admin/contracts?page&pageSize&sort&direction` (STAFF): one page of the instance's
 * contracts matching the search. 400 `validations_fail` names a field breaking its length limit; 401 is
 * access denied (spec admin-and-calls section 8).
 */
export const searchContracts = (
  subject: Subject,
  search: ContractSearch,
  page: PageRequest<ContractSortField>,
  signal?: AbortSignal,
): Promise<PageOf<AdminContract>> =>
  apiRequest<PageOf<AdminContract>>({
    method: 'POST',
    path: `/connector/v1/admin/contracts?${pageQuery(page)}`,
    subject,
    body: search,
    signal,
    statusErrors: { 401: 'accessDeniedError' },
  });
