import { isApiErrorData, type ContractSearch, type FieldErrorMessage } from '@portal/shared';
import {
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_SEARCH_LIMITS,
  contractSearchIssues,
  filledContractSearchFields,
  type ContractSearchField,
} from '@portal/shared/api/contractSearchRules';

export type ContractSearchValues = Partial<Record<ContractSearchField, string>> & {
  activeContracts?: boolean;
};

export type ContractSearchErrors = Partial<Record<ContractSearchField, FieldErrorMessage>>;

/** The form as it opens: no text, active contracts only (spec section 2, "Contract search"). */
export const contractSearchInitialValues = (): ContractSearchValues => ({ activeContracts: true });

const messageOf = (field: ContractSearchField, rule: string): FieldErrorMessage | undefined => {
  const { min, max } = CONTRACT_SEARCH_LIMITS[field];
  if (rule === 'minLength') return { id: 'common.minLength', values: { min } };
  if (rule === 'maxLength') return { id: 'common.maxLength', values: { max } };
  return undefined;
};

const asErrors = (issues: ReadonlyArray<{ field?: unknown; rule?: unknown }>): ContractSearchErrors => {
  const errors: ContractSearchErrors = {};
  for (const { field, rule } of issues) {
    if (typeof field !== 'string' || typeof rule !== 'string') continue;
    const name = field.replace(/^\//, '') as ContractSearchField;
    if (!CONTRACT_SEARCH_FIELDS.includes(name) || errors[name]) continue;
    const message = messageOf(name, rule);
    if (message) errors[name] = message;
  }
  return errors;
};

/**
 * The search body: trimmed values, empty ones dropped; `activeContracts` always sent (on unless switched
 * off).
 */
export function toContractSearch(values: ContractSearchValues): ContractSearch {
  const search: ContractSearch = {};
  for (const field of CONTRACT_SEARCH_FIELDS) {
    const value = values[field]?.trim() ?? '';
    if (value) search[field] = value;
  }
  search.activeContracts = values.activeContracts !== false;
  return search;
}

/**
 * Spec admin-and-calls section 5, "Length limits": usagePlaceNumber 1-20, customerNumber 3-20,
 * userOrCompanyName 2-70, address 3-80, identificationNumber 9-11 characters, each checked only when
 * filled. The rules are the server's own (`contractSearchIssues`), so the two never disagree.
 */
export const validateContractSearch = (values: ContractSearchValues): ContractSearchErrors =>
  asErrors(contractSearchIssues(toContractSearch(values)));

/** A search with no text lists every contract (spec section 5): the form asks to confirm it first. */
export const isEmptyContractSearch = (search: ContractSearch): boolean =>
  filledContractSearchFields(search).length === 0;

/** The server's `validations_fail` field list as errors at the fields (other errors: the alert only). */
export function contractSearchSubmitErrors(error: unknown): ContractSearchErrors | undefined {
  if (!isApiErrorData(error) || error.errorCode !== 'validations_fail') return undefined;
  const fields = error.details?.fields;
  if (!Array.isArray(fields)) return undefined;
  const errors = asErrors(fields as Array<{ field?: unknown; rule?: unknown }>);
  return Object.keys(errors).length > 0 ? errors : undefined;
}
