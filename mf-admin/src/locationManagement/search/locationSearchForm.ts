import { isApiErrorData, type FieldErrorMessage } from '@portal/shared';
import {
  cleanLocationSearch,
  INSTALL_DATE_DEFAULT_YEARS_BACK,
  LOCATION_SEARCH_LIMITS,
  LOCATION_SEARCH_TEXT_FIELDS,
  locationSearchIssues,
  MEASURE_GROUPS,
  MEASURING_TYPE_NAMES,
  MEASURING_TYPES,
  type LocationSearch,
  type LocationSearchIssue,
  type LocationSearchTextField,
  type MeasureGroup,
  type MeasuringType,
} from '@portal/shared/api/locationManagement';

export interface LocationSearchValues extends Partial<Record<LocationSearchTextField, string>> {
  meterInstallDateStart?: string | null;
  meterInstallDateEnd?: string | null;
  /** the measuring type list is used (sent) only when this is on */
  filterByMeasuringType?: boolean;
  measuringTypes?: MeasuringType[];
  onlyActive?: boolean;
  onlyInvalid?: boolean;
}

export type LocationSearchFormField =
  LocationSearchTextField | 'meterInstallDateStart' | 'meterInstallDateEnd' | 'measuringTypes';
export type LocationSearchErrors = Partial<Record<LocationSearchFormField, FieldErrorMessage>>;

/** The same month and day `years` earlier (29 February becomes 28 February). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The main types of each group: what a search by measuring type usually asks for first. */
export const MAIN_MEASURING_TYPES: MeasuringType[] = MEASURING_TYPE_NAMES.filter(
  (type) => MEASURING_TYPES[type].mainType,
);

export const measuringTypesOf = (group: MeasureGroup): MeasuringType[] =>
  MEASURING_TYPE_NAMES.filter((type) => MEASURING_TYPES[type].group === group);
export const MEASURE_GROUP_ORDER: readonly MeasureGroup[] = MEASURE_GROUPS;

/**
 * The form as it opens (spec admin-and-calls section 5): the install dates from 15 years before today to
 * today (today is the Helsinki day the caller passes), active places only, not only the invalid ones.
 */
export const locationSearchInitialValues = (today: string): LocationSearchValues => ({
  meterInstallDateStart: yearsBefore(today, INSTALL_DATE_DEFAULT_YEARS_BACK),
  meterInstallDateEnd: today,
  filterByMeasuringType: false,
  measuringTypes: MAIN_MEASURING_TYPES,
  onlyActive: true,
  onlyInvalid: false,
});

/** The body sent: the shared cleaning (trimmed text, empty values dropped); the type list only when used. */
export function toLocationSearch(values: LocationSearchValues): LocationSearch {
  return cleanLocationSearch({
    locationNumberOrGSRN: values.locationNumberOrGSRN,
    meterNumber: values.meterNumber,
    customer: values.customer,
    locationAddress: values.locationAddress,
    meterInstallDateStart: values.meterInstallDateStart ?? '',
    meterInstallDateEnd: values.meterInstallDateEnd ?? '',
    measuringTypes: values.filterByMeasuringType ? (values.measuringTypes ?? []) : undefined,
    onlyActive: values.onlyActive !== false,
    onlyInvalid: values.onlyInvalid === true,
  });
}

const FORM_FIELDS: readonly string[] = [
  ...LOCATION_SEARCH_TEXT_FIELDS,
  'meterInstallDateStart',
  'meterInstallDateEnd',
  'measuringTypes',
];

const messageOf = (
  field: LocationSearchFormField,
  rule: string,
  limit?: number,
): FieldErrorMessage | undefined => {
  const limits = (LOCATION_SEARCH_LIMITS as Partial<Record<string, { min: number; max: number }>>)[field];
  switch (rule) {
    case 'minLength':
      return { id: 'common.minLength', values: { min: limit ?? limits?.min ?? 3 } };
    case 'maxLength':
      return { id: 'common.maxLength', values: { max: limit ?? limits?.max ?? 0 } };
    case 'required':
      return { id: 'common.requiredField' };
    case 'date':
      return { id: 'admin.locationManagement.form.invalidDate' };
    case 'dateOrder':
      return { id: 'admin.locationManagement.form.dateOrder' };
    case 'minItems':
      return { id: 'admin.locationManagement.form.selectAtLeastOne' };
    default:
      return undefined;
  }
};

const asErrors = (
  issues: ReadonlyArray<{ field?: unknown; rule?: unknown; limit?: unknown }>,
): LocationSearchErrors => {
  const errors: LocationSearchErrors = {};
  for (const { field, rule, limit } of issues) {
    if (typeof field !== 'string' || typeof rule !== 'string') continue;
    const name = field.replace(/^\//, '') as LocationSearchFormField;
    if (!FORM_FIELDS.includes(name) || errors[name]) continue;
    const message = messageOf(name, rule, typeof limit === 'number' ? limit : undefined);
    if (message) errors[name] = message;
  }
  return errors;
};

/** Spec section 5, by the rules the server runs too (`locationSearchIssues`), so the two cannot disagree. */
export const validateLocationSearch = (values: LocationSearchValues): LocationSearchErrors =>
  asErrors(locationSearchIssues(toLocationSearch(values)) as LocationSearchIssue[]);

/** The server's `validations_fail` field list at the fields (other errors: the alert only). */
export function locationSearchSubmitErrors(error: unknown): LocationSearchErrors | undefined {
  if (!isApiErrorData(error) || error.errorCode !== 'validations_fail') return undefined;
  const fields = error.details?.fields;
  if (!Array.isArray(fields)) return undefined;
  const errors = asErrors(fields as Array<{ field?: unknown; rule?: unknown }>);
  return Object.keys(errors).length > 0 ? errors : undefined;
}
