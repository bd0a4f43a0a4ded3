import type {
  AdditionalInformationKey,
  ApiErrorData,
  CallStatus,
  ChartResponse,
  EnergyTypeKey,
  Subject,
  SubjectScoped,
  UsagePlace,
} from '@portal/shared';
import type { Resolution } from '@portal/shared/calendar';
import type { CalendarLength, PeriodPresetId } from '@portal/shared/reports';
import type { ChartCall } from '../api';

/** The chart call's states (customer-area section 4); idle only before the first call. */
export type ChartStatus = 'idle' | 'pending' | 'success' | 'no_measurement_data' | 'rejected';

export type PeriodChoice = PeriodPresetId | 'custom';

/**
 * What the chart's main series measure: the quantity in its own unit (kWh, m3), or euros, each interval at
 * its own price (docs/energy-report.md, "kWh or EUR").
 */
export type ValueUnit = 'quantity' | 'EUR';

export interface ReportSelection {
  customerNumber: string | null;
  /** placeKey() of the chosen usage place */
  placeKey: string | null;
  energyType: EnergyTypeKey | null;
  basicDetails: string[];
  /** what the user switched on; a key the current interval or place does not allow is kept but not sent */
  additionalInformation: AdditionalInformationKey[];
  valueUnit: ValueUnit;
  period: PeriodChoice;
  resolution: Resolution;
  /** ISO instants; the end is exclusive and may lie past now (the request caps it) */
  start: string;
  end: string;
}

/**
 * An interval rule the browser or the server refused, as serializable data (dates as ISO strings).
 * `validityStart` names the place's first day for intervalOutOfRange when it is known.
 */
export type IntervalErrorData =
  | { code: 'endBeforeStart' }
  | { code: 'futureDate' }
  | { code: 'noActiveContractForInterval' }
  | { code: 'intervalOutOfRange'; validityStart?: string }
  | { code: 'startBeforeContractStart'; date?: string }
  | { code: 'maxPeriodExceeded'; resolution?: Resolution; maxPeriod?: CalendarLength }
  | { code: 'beforeMinimumDate'; date?: string };

export type IntervalErrorCode = IntervalErrorData['code'];

export type DateInputField = 'start' | 'end';

/** What a date input refused: a broken interval rule, or an emptied field. */
export type DateInputError = IntervalErrorData | { code: 'required' };

/**
 * A date edit the report refused: the field keeps what was typed (`day`, 'YYYY-MM-DD' or null when
 * emptied) with the error under it, and everything else stays on the last accepted interval.
 */
export interface DateRefusal {
  field: DateInputField;
  day: string | null;
  error: DateInputError;
}

/** The interval was longer than its resolution allows and was shortened (admin-and-calls section 9). */
export interface TrimNotice {
  resolution: Resolution;
  trimTo: CalendarLength;
}

export interface ChartState {
  status: ChartStatus;
  /** the call in flight, or the last one that ended */
  call: ChartCall | null;
  /** the last answer and the call that produced it (its interval gives the buckets) */
  response: ChartResponse | null;
  responseCall: ChartCall | null;
  error: ApiErrorData | null;
  /** the pending call is a drill-down (one at a time) */
  drill: boolean;
  /** counts chart calls, so a replaced call's cancellation touches only its own pending state */
  requestId: number;
}

export interface EnergyReportState extends SubjectScoped {
  /** whose report this is; a request for another subject starts from the initial state */
  subject: Subject;
  options: {
    status: CallStatus;
    /** every place of the user, sorted by address */
    usagePlaces: UsagePlace[];
    /** the places the report can show, sorted by address, with only their reportable energy types */
    reportablePlaces: UsagePlace[];
    error: ApiErrorData | null;
  };
  selection: ReportSelection;
  chart: ChartState;
  intervalError: IntervalErrorData | null;
  /** the last refused date edit; cleared when the interval changes in any way */
  dateRefusal: DateRefusal | null;
  trimNotice: TrimNotice | null;
}
