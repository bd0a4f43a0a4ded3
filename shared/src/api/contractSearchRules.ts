import type { ContractSearch } from './admin';

/**
 * The contract search form's length limits (spec admin-and-calls section 5), shared by the server, which
 * refuses a search breaking them (400 `validations_fail`, `details.fields: [{ field: '/<name>', rule }]` with
 * rule `minLength` or `maxLength`), and the form, which shows them. Values are trimmed first.
 */
export const CONTRACT_SEARCH_LIMITS = {
  usagePlaceNumber: { min: 1, max: 20 },
  customerNumber: { min: 3, max: 20 },
  userOrCompanyName: { min: 2, max: 70 },
  address: { min: 3, max: 80 },
  identificationNumber: { min: 9, max: 11 },
} as const;

export type ContractSearchField = keyof typeof CONTRACT_SEARCH_LIMITS;
export const CONTRACT_SEARCH_FIELDS = Object.keys(CONTRACT_SEARCH_LIMITS) as ContractSearchField[];

export interface ContractSearchIssue {
  /** JSON pointer of the body field, e.g. `/address` */
  field: `/${ContractSearchField}`;
  rule: 'minLength' | 'maxLength';
}

/** The fields that break a limit (a field left out or undefined is not searched and breaks none). */
export function contractSearchIssues(search: ContractSearch): ContractSearchIssue[] {
  const issues: ContractSearchIssue[] = [];
  for (const field of CONTRACT_SEARCH_FIELDS) {
    const value = search[field];
    if (value === undefined) continue;
    const length = [...value.trim()].length;
    const { min, max } = CONTRACT_SEARCH_LIMITS[field];
    if (length < min) issues.push({ field: `/${field}`, rule: 'minLength' });
    else if (length > max) issues.push({ field: `/${field}`, rule: 'maxLength' });
  }
  return issues;
}

/** The fields a search fills (trimmed, not empty): none is the empty search the form asks to confirm. */
export const filledContractSearchFields = (search: ContractSearch): ContractSearchField[] =>
  CONTRACT_SEARCH_FIELDS.filter((field) => (search[field]?.trim() ?? '') !== '');
