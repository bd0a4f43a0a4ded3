import {
  CONTRACT_IDENTIFIER_MAX_LENGTH,
  CUSTOMER_NUMBER_MAX_LENGTH,
  LOCATION_CODE_MAX_LENGTH,
  MAX_LOCATION_ITEMS,
  parseLocationLines,
  requestItemOf,
  type LocationRequestItem,
} from '../api/locations';
import type { FieldErrorMessage } from '../form/fieldError';

export interface AddLocationsValues {
  customerNumber?: string;
  contractIdentifier?: string;
  locationCode?: string;
  /** the multi-addition textarea */
  lines?: string;
}

export type AddLocationsErrors = Partial<Record<keyof AddLocationsValues, FieldErrorMessage>>;

const REQUIRED: FieldErrorMessage = { id: 'errors.validateForm.requiredField' };
const INVALID_PARAMS: FieldErrorMessage = { id: 'forms.addLocationsTextAreaForm.errors.invalidParams' };
/** spec admin-and-calls 5: customerNumber 3-20 */
const CUSTOMER_NUMBER_MIN_LENGTH = 3;

const tooLong = (value: string, max: number): FieldErrorMessage | undefined =>
  value.length > max ? { id: 'common.maxLength', values: { max } } : undefined;

/**
 * Spec customer-area 5 / admin-and-calls 5: customerNumber and contractIdentifier required
 * (errors.validateForm.requiredField), locationCode optional; in multi-addition mode at least one line
 * with two tokens (forms.addLocationsTextAreaForm.errors.invalidParams). Lengths as the server's.
 */
export function validateAddLocations(values: AddLocationsValues, multi: boolean): AddLocationsErrors {
  if (multi) {
    const items = parseLocationLines(values.lines ?? '');
    if (items.length === 0) return { lines: INVALID_PARAMS };
    if (items.length > MAX_LOCATION_ITEMS)
      return { lines: { id: 'common.locations.add.tooManyLines', values: { max: MAX_LOCATION_ITEMS } } };
    return {};
  }
  const errors: AddLocationsErrors = {};
  const customerNumber = values.customerNumber?.trim() ?? '';
  const contractIdentifier = values.contractIdentifier?.trim() ?? '';
  const locationCode = values.locationCode?.trim() ?? '';
  if (!customerNumber) errors.customerNumber = REQUIRED;
  else if (customerNumber.length < CUSTOMER_NUMBER_MIN_LENGTH)
    errors.customerNumber = { id: 'common.minLength', values: { min: CUSTOMER_NUMBER_MIN_LENGTH } };
  else {
    const long = tooLong(customerNumber, CUSTOMER_NUMBER_MAX_LENGTH);
    if (long) errors.customerNumber = long;
  }
  if (!contractIdentifier) errors.contractIdentifier = REQUIRED;
  else {
    const long = tooLong(contractIdentifier, CONTRACT_IDENTIFIER_MAX_LENGTH);
    if (long) errors.contractIdentifier = long;
  }
  const long = tooLong(locationCode, LOCATION_CODE_MAX_LENGTH);
  if (long) errors.locationCode = long;
  return errors;
}

/** The request items of valid values: one from the general form, or one per usable textarea line. */
export const requestItemsOf = (values: AddLocationsValues, multi: boolean): LocationRequestItem[] =>
  multi
    ? parseLocationLines(values.lines ?? '')
    : [
        requestItemOf({
          customerNumber: values.customerNumber ?? '',
          contractIdentifier: values.contractIdentifier ?? '',
          locationCode: values.locationCode,
        }),
      ];
