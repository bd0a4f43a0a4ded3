import {
  checkLocationLines,
  CONTRACT_IDENTIFIER_MAX_LENGTH,
  CUSTOMER_NUMBER_MAX_LENGTH,
  CUSTOMER_NUMBER_MIN_LENGTH,
  LOCATION_CODE_MAX_LENGTH,
  locationItemIssues,
  MAX_LOCATION_ITEMS,
  parseLocationLines,
  requestItemOf,
  type FetchLocationsResponse,
  type LocationIssue,
  type LocationLine,
  type LocationLookupStatus,
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

const INVALID_PARAMS: FieldErrorMessage = { id: 'forms.addLocationsTextAreaForm.errors.invalidParams' };

const LIMITS = {
  customerNumber: { min: CUSTOMER_NUMBER_MIN_LENGTH, max: CUSTOMER_NUMBER_MAX_LENGTH },
  contractIdentifier: { min: 1, max: CONTRACT_IDENTIFIER_MAX_LENGTH },
  locationCode: { min: 1, max: LOCATION_CODE_MAX_LENGTH },
} as const;

/** A broken rule of the general form's field, in the words the portal's other forms use. */
function fieldMessage(field: keyof typeof LIMITS, rule: LocationIssue['rule']): FieldErrorMessage {
  switch (rule) {
    case 'required':
      return { id: 'errors.validateForm.requiredField' };
    case 'min_length':
      return { id: 'common.minLength', values: { min: LIMITS[field].min } };
    case 'max_length':
      return { id: 'common.maxLength', values: { max: LIMITS[field].max } };
    default:
      return { id: 'common.locations.add.noSpaces' };
  }
}

/**
 * Spec customer-area 5 / admin-and-calls 5: customerNumber and contractIdentifier required
 * (errors.validateForm.requiredField), locationCode optional, lengths as the server's (`locationItemIssues`).
 * In multi-addition mode only the textarea as a whole can stop the search: no usable line
 * (forms.addLocationsTextAreaForm.errors.invalidParams) or more than 100; a bad line is shown on its own
 * (`lineProblems`) and the good ones are searched.
 */
export function validateAddLocations(values: AddLocationsValues, multi: boolean): AddLocationsErrors {
  if (multi) {
    const items = parseLocationLines(values.lines ?? '');
    if (items.length === 0) return { lines: INVALID_PARAMS };
    if (items.length > MAX_LOCATION_ITEMS)
      return { lines: { id: 'common.locations.add.tooManyLines', values: { max: MAX_LOCATION_ITEMS } } };
    return {};
  }
  const item = requestItemOf({
    customerNumber: values.customerNumber ?? '',
    contractIdentifier: values.contractIdentifier ?? '',
    locationCode: values.locationCode,
  });
  const errors: AddLocationsErrors = {};
  for (const issue of locationItemIssues(item.usagePlaceDetails)) {
    if (issue.field !== 'line') errors[issue.field] ??= fieldMessage(issue.field, issue.rule);
  }
  return errors;
}

/** The request items of valid values: one from the general form, or one per line that breaks no rule. */
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

/** What the server answered for a line it did not find places for, by the line's text. */
export type LineOutcomes = Readonly<Record<string, Exclude<LocationLookupStatus, 'found'>>>;

/** The lines sent and the server's answer: the outcome of each line that found nothing. */
export function lineOutcomesOf(sent: readonly LocationLine[], answer: FetchLocationsResponse): LineOutcomes {
  const outcomes: Record<string, Exclude<LocationLookupStatus, 'found'>> = {};
  sent.forEach((line, index) => {
    const status = answer.results[index]?.status;
    if (status && status !== 'found') outcomes[line.text] = status;
  });
  return outcomes;
}

/** A line that was not added and why, as a message of the form's catalogue. */
export interface LineProblem {
  line: number;
  message: FieldErrorMessage;
}

function lineIssueMessage(line: number, issue: LocationIssue): FieldErrorMessage {
  const { min, max } = LIMITS.customerNumber;
  if (issue.field === 'line') return { id: 'common.locations.add.line.tooManyValues', values: { line } };
  if (issue.field === 'contractIdentifier' && issue.rule === 'required')
    return { id: 'common.locations.add.line.contractIdentifier.missing', values: { line } };
  if (issue.rule === 'min_length' || issue.rule === 'max_length') {
    return issue.field === 'customerNumber'
      ? { id: 'common.locations.add.line.customerNumber.length', values: { line, min, max } }
      : {
          id: `common.locations.add.line.${issue.field}.length`,
          values: { line, max: LIMITS[issue.field].max },
        };
  }
  // a line's values never hold spaces and always have a first one: only a server's answer gets here
  return { id: 'common.locations.add.line.invalid', values: { line } };
}

const OUTCOME_MESSAGES: Record<Exclude<LocationLookupStatus, 'found'>, string> = {
  not_found: 'common.locations.add.line.notFound',
  rate_limited: 'common.locations.add.line.rateLimited',
  invalid: 'common.locations.add.line.invalid',
};

/**
 * Each line of the textarea that will not be (or was not) added, with its line number and what is wrong:
 * the first broken rule of the line, or what the server answered for it (matched by the line's text, so
 * the numbers follow the user's edits).
 */
export function lineProblems(text: string, outcomes: LineOutcomes = {}): LineProblem[] {
  return checkLocationLines(text).flatMap(({ line, text: lineText, issues }): LineProblem[] => {
    const [issue] = issues;
    if (issue) return [{ line, message: lineIssueMessage(line, issue) }];
    const outcome = outcomes[lineText];
    return outcome ? [{ line, message: { id: OUTCOME_MESSAGES[outcome], values: { line } } }] : [];
  });
}

/**
 * What the textarea keeps after the found places were saved: the lines that were not added, to be
 * corrected or tried again, as they were typed.
 */
export function linesToKeep(text: string, outcomes: LineOutcomes): string {
  const lines = text.split(/\r?\n/);
  return checkLocationLines(text)
    .filter((line) => line.issues.length > 0 || outcomes[line.text] !== undefined)
    .map((line) => lines[line.line - 1]!.trim())
    .join('\n');
}
