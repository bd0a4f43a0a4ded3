/**
 * Location management and remote meter control (issue 16; spec admin-and-calls sections 2-9): the wire
 * types of `/connector/v1/admin/location-management` and `/connector/v1/riot/meter/...`, and the search
 * form's rules, which the page and the server both run.
 */
import type { AdminContract } from './admin';

/** spec section 3, "Measure groups" */
export const MEASURE_GROUPS = [
  'ELECTRICITY_PLUS',
  'ELECTRICITY_MINUS',
  'DISTRICT_COOLING',
  'GAS',
  'WATER',
  'HEAT',
  'OIL',
  'QUALITY',
] as const;
export type MeasureGroup = (typeof MEASURE_GROUPS)[number];

/** spec section 3, "Measuring types": each with its group; the main types are what a search usually asks */
export const MEASURING_TYPES = {
  ELECTRICITY_P: { group: 'ELECTRICITY_PLUS', mainType: true },
  ELECTRICITY_P_PLUS_NET: { group: 'ELECTRICITY_PLUS', mainType: false },
  ELECTRICITY_P_PLUS_RAW: { group: 'ELECTRICITY_PLUS', mainType: false },
  ELECTRICITY_Q: { group: 'ELECTRICITY_PLUS', mainType: false },
  ELECTRICITY_P_MINUS: { group: 'ELECTRICITY_MINUS', mainType: true },
  ELECTRICITY_P_MINUS_NET: { group: 'ELECTRICITY_MINUS', mainType: false },
  ELECTRICITY_P_MINUS_RAW: { group: 'ELECTRICITY_MINUS', mainType: false },
  ELECTRICITY_Q_MINUS: { group: 'ELECTRICITY_MINUS', mainType: false },
  HEAT_ENERGY: { group: 'HEAT', mainType: true },
  HEAT_WATER: { group: 'HEAT', mainType: false },
  HEAT_WATER_TEMPERATURE_IN: { group: 'HEAT', mainType: false },
  HEAT_WATER_TEMPERATURE_OUT: { group: 'HEAT', mainType: false },
  WATER_COLD: { group: 'WATER', mainType: true },
  WATER_WARM: { group: 'WATER', mainType: false },
  NATURAL_GAS: { group: 'GAS', mainType: true },
  OIL: { group: 'OIL', mainType: true },
  DISTRICT_COOLING_ENERGY: { group: 'DISTRICT_COOLING', mainType: true },
  DISTRICT_COOLING_WATER: { group: 'DISTRICT_COOLING', mainType: false },
  DISTRICT_COOLING_WATER_TEMPERATURE_IN: { group: 'DISTRICT_COOLING', mainType: false },
  DISTRICT_COOLING_WATER_TEMPERATURE_OUT: { group: 'DISTRICT_COOLING', mainType: false },
  VOLTAGE_LEVEL: { group: 'QUALITY', mainType: false },
  FLICKER: { group: 'QUALITY', mainType: false },
  VOLTAGE_ASYMMETRY: { group: 'QUALITY', mainType: false },
  GRID_FREQUENCY: { group: 'QUALITY', mainType: false },
  CURRENT: { group: 'QUALITY', mainType: false },
  THD_VOLTAGE: { group: 'QUALITY', mainType: false },
  SINGLE_THD: { group: 'QUALITY', mainType: false },
  POWER_THD: { group: 'QUALITY', mainType: false },
  THD_CURRENT: { group: 'QUALITY', mainType: false },
} as const satisfies Record<string, { group: MeasureGroup; mainType: boolean }>;
export type MeasuringType = keyof typeof MEASURING_TYPES;
export const MEASURING_TYPE_NAMES = Object.keys(MEASURING_TYPES) as MeasuringType[];

/** `POST /connector/v1/admin/location-management` (spec section 3, "Location search form"). */
export interface LocationSearch {
  /** a prefix of the location number or of the GSRN */
  locationNumberOrGSRN?: string;
  /** a prefix of the meter number */
  meterNumber?: string;
  /** yyyy-mm-dd, required: the current meter's install date from ... */
  meterInstallDateStart: string;
  /** yyyy-mm-dd, required: ... to (both inclusive) */
  meterInstallDateEnd: string;
  /** words that start words of the customer's name, or a prefix of the customer number */
  customer?: string;
  /** words that start words of the address */
  locationAddress?: string;
  /** at least one when sent: places measuring any of them */
  measuringTypes?: MeasuringType[];
  /** default true: only places with a contract in force today */
  onlyActive?: boolean;
  /** default false: only places whose data has errors or that have no coordinates */
  onlyInvalid?: boolean;
}

export const LOCATION_SEARCH_TEXT_FIELDS = [
  'locationNumberOrGSRN',
  'meterNumber',
  'customer',
  'locationAddress',
] as const;
export type LocationSearchTextField = (typeof LOCATION_SEARCH_TEXT_FIELDS)[number];

/** spec section 5: each text field needs at least 3 characters; the maximum keeps a search a search */
export const LOCATION_SEARCH_LIMITS: Record<LocationSearchTextField, { min: number; max: number }> = {
  locationNumberOrGSRN: { min: 3, max: 20 },
  meterNumber: { min: 3, max: 30 },
  customer: { min: 3, max: 70 },
  locationAddress: { min: 3, max: 80 },
};

/** spec section 5: the start defaults to 15 years before today (docs/location-management.md says why years) */
export const INSTALL_DATE_DEFAULT_YEARS_BACK = 15;

export type LocationSearchIssueRule =
  'minLength' | 'maxLength' | 'required' | 'date' | 'dateOrder' | 'minItems';
export interface LocationSearchIssue {
  field: keyof LocationSearch;
  rule: LocationSearchIssueRule;
  limit?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The search with its text fields trimmed and the empty ones dropped (spec section 5). */
export function cleanLocationSearch(search: LocationSearch): LocationSearch {
  const clean: LocationSearch = {
    meterInstallDateStart: search.meterInstallDateStart,
    meterInstallDateEnd: search.meterInstallDateEnd,
    onlyActive: search.onlyActive !== false,
    onlyInvalid: search.onlyInvalid === true,
  };
  for (const field of LOCATION_SEARCH_TEXT_FIELDS) {
    const value = search[field]?.trim();
    if (value) clean[field] = value;
  }
  if (search.measuringTypes !== undefined) clean.measuringTypes = search.measuringTypes;
  return clean;
}

/** Every rule the search breaks (spec section 5), on the cleaned values; empty when it may be sent. */
export function locationSearchIssues(search: LocationSearch): LocationSearchIssue[] {
  const issues: LocationSearchIssue[] = [];
  const clean = cleanLocationSearch(search);
  for (const field of LOCATION_SEARCH_TEXT_FIELDS) {
    const value = clean[field];
    if (value === undefined) continue;
    const { min, max } = LOCATION_SEARCH_LIMITS[field];
    if ([...value].length < min) issues.push({ field, rule: 'minLength', limit: min });
    else if ([...value].length > max) issues.push({ field, rule: 'maxLength', limit: max });
  }
  for (const field of ['meterInstallDateStart', 'meterInstallDateEnd'] as const) {
    const value = clean[field];
    if (!value) issues.push({ field, rule: 'required' });
    else if (!isDay(value)) issues.push({ field, rule: 'date' });
  }
  if (isDay(clean.meterInstallDateStart) && isDay(clean.meterInstallDateEnd))
    if (clean.meterInstallDateStart > clean.meterInstallDateEnd)
      issues.push({ field: 'meterInstallDateEnd', rule: 'dateOrder' });
  // the select-at-least-one rule: a measuring type list, when sent, names at least one type
  if (clean.measuringTypes !== undefined && clean.measuringTypes.length === 0)
    issues.push({ field: 'measuringTypes', rule: 'minItems', limit: 1 });
  return issues;
}

export type LocationSortField =
  'locationNumber' | 'customer' | 'locationAddress' | 'meterNumber' | 'meterInstallDate';

/** One row of the location search (spec section 3, "Location search row"): a place with its current meter. */
export interface LocationSearchRow {
  gridId: number;
  gridName: string | null;
  /** the customer's full name */
  customer: string;
  customerNumber: string;
  locationName: string;
  locationAddress: string;
  locationFuseSize: string | null;
  /** the usage place's code (unique in the instance) */
  locationNumber: string;
  locationPossessorCode: string | null;
  locationGsrnNumber: string | null;
  /** the current meter's GSRN (the place's, as Finnish metering points carry one per place) */
  gsrnNumber: string | null;
  meterNumber: string | null;
  meterInstallDate: string | null;
  /** comma-separated measuring types of the current meter */
  measuringType: string;
  /** WGS84; null when the place has no coordinates (an error marker on the map) */
  locationLat: number | null;
  locationLong: number | null;
  contractValidFrom: string | null;
  contractValidTo: string | null;
  /** a user of the instance the place is mapped to (the first by id), or null */
  sub: string | null;
  /** the current meter is remotely switchable */
  remoteControllable: boolean;
  dataErrors: string[];
}

/** `POST .../location-management/contracts` and `.../meters` (spec section 7). */
export interface LocationDetailRequest {
  locationNumber: string;
  locationGSRN?: string | null;
  gridId: number;
}

export type LocationContract = AdminContract;

/** DLMS disconnect control (class 70) output states (FACTS.md). */
export type MeterRemoteState = 'connected' | 'disconnected' | 'ready_for_reconnection';

/** spec section 3, "Meter"; the first of a list is the one in use (spec section 4, "Meter history"). */
export interface LocationMeter {
  meterNumber: string;
  meterInstallDate: string | null;
  /** null while in use */
  meterRemovedDate: string | null;
  manufacturingYear: number | null;
  remoteControllable: boolean;
  /** the head-end's last known state, null when never read */
  remoteState: MeterRemoteState | null;
  connectionQuality: 'good' | 'weak' | 'none' | null;
  state: 'in_use' | 'removed';
  lastReadDate: string | null;
  measuringTypes: MeasuringType[];
}

/** The head-end's commands (spec section 7 names the first five; the local-button ones are the dialog's). */
export const METER_ACTIONS = [
  'READ_METER_STATUS',
  'SET_METER_STATUS_DISCONNECT',
  'SET_METER_STATUS_RECONNECT',
  'SET_METER_LOCAL_RECONNECT_ALLOWED',
  'SET_METER_LOCAL_RECONNECT_DISABLED',
  'READ_METER_ELECTRICITY_REGISTERS',
  'READ_METER_ELECTRICITY_VOLTAGES',
] as const;
export type MeterAction = (typeof METER_ACTIONS)[number];
/** the commands that switch power or the local button: each needs a reason and one at a time per meter */
export const SWITCH_ACTIONS: readonly MeterAction[] = [
  'SET_METER_STATUS_DISCONNECT',
  'SET_METER_STATUS_RECONNECT',
  'SET_METER_LOCAL_RECONNECT_ALLOWED',
  'SET_METER_LOCAL_RECONNECT_DISABLED',
];

/** Why staff switch a meter; `non_payment` is held to the disconnection rules (FACTS.md). */
export const SWITCH_REASONS = [
  'non_payment',
  'customer_request',
  'move_out',
  'safety',
  'maintenance',
] as const;
export type SwitchReason = (typeof SWITCH_REASONS)[number];

/** `POST /connector/v1/riot/meter/action` (header `Idempotency-Key`). */
export interface MeterActionRequest {
  action: MeterAction;
  meterId: string;
  /** required for the switch actions */
  reason?: SwitchReason;
  reasonText?: string;
}

export type MeterCommandStatus = 'pending' | 'succeeded' | 'failed' | 'timed_out';

/** A command as the head-end runs it: answered at once (202) and polled at `.../riot/meter/commands/{id}`. */
export interface MeterCommand {
  commandId: string;
  action: MeterAction;
  meterId: string;
  status: MeterCommandStatus;
  requestedAt: string;
  finishedAt: string | null;
  /** the state read after the command (a read, or the re-read after a switch) */
  remoteState: MeterRemoteState | null;
  registers: MeterRegisterReading[] | null;
  voltages: VoltageCurrentReading[] | null;
  /** e.g. 'meter_timeout', 'meter_unreachable' */
  error: string | null;
}

/** `GET .../riot/meter/{meterNumber}/check` */
export interface MeterCheck {
  success: boolean;
  remoteControllable: boolean;
  /** the caller's role and the instance's meterControl flag allow switching */
  meterControlAllowed: boolean;
  remoteState: MeterRemoteState | null;
}

/** spec section 3, "Meter event"; the actor's sub is kept on the server only. */
export interface MeterEvent {
  timestamp: string;
  action: string;
  /** the staff member's name, or 'head-end' / the customer's local button */
  user: string;
}

/** spec section 3, "Meter register reading". */
export interface MeterRegisterReading {
  registerText: string;
  register: string;
  unit: string;
  symbol: string;
  phase: string | null;
  text: string;
  value: number | null;
  error: string | null;
}

export interface PhaseValue {
  value: number | null;
  unit: string;
  error: string | null;
}

/** spec section 3, "Voltage and current reading": U or I per phase. */
export interface VoltageCurrentReading {
  symbol: 'U' | 'I';
  L1: PhaseValue;
  L2: PhaseValue;
  L3: PhaseValue;
}

/** `POST .../riot/meter/register/list` */
export interface RegisterListRequest {
  action: 'READ_METER_ELECTRICITY_REGISTERS' | 'READ_METER_ELECTRICITY_VOLTAGES';
  meterId: string;
}

/** `GET .../riot/meter/{meterNumber}/disconnection` : whether a disconnect for non-payment is lawful today. */
export interface DisconnectionCheck {
  lawful: boolean;
  /** the earliest day (Helsinki) a disconnection for non-payment may happen, null when nothing is owed */
  earliestDate: string | null;
  /** every rule that holds the date back */
  blockers: DisconnectionBlocker[];
  unpaidCents: number;
}

export type DisconnectionBlockerRule =
  | 'nothing_owed'
  | 'no_reminder'
  | 'warning_too_early'
  | 'no_warning'
  | 'warning_period'
  | 'special_reason'
  | 'combined_contract_threshold'
  | 'winter_electric_heating';
export interface DisconnectionBlocker {
  rule: DisconnectionBlockerRule;
  /** the day the rule stops holding, when it does */
  until: string | null;
}

/** `POST /connector/v1/admin/location-management/markers`: every place the search finds, for the map. */
export interface MapMarker {
  locationNumber: string;
  /** WGS84; null for a place without coordinates (an error marker) */
  lat: number | null;
  long: number | null;
  address: string;
  gsrn: string | null;
  customer: string;
  meterNumber: string | null;
}

export interface MarkerList {
  markers: MapMarker[];
  /** every place the search finds; more than `markers` holds when the list was cut at MAP_MARKER_LIMIT */
  total: number;
}

/** a map draws this many places at most (clustered); a broader search asks to narrow it */
export const MAP_MARKER_LIMIT = 20_000;

/** At most this many usage places go to one `.../location-management/assign` call (and one import). */
export const ASSIGN_LOCATIONS_LIMIT = 200;

/**
 * `POST /connector/v1/admin/location-management/assign` (header `Target-User`): map usage places of the
 * instance to a user, as the utility's mapping (the customer cannot remove it). One result per number:
 * `saved` newly mapped, `ok` the user had it already (nothing changed), `failed` with why.
 */
export interface AssignLocationsRequest {
  locationNumbers: string[];
}

export type AssignLocationStatus = 'saved' | 'ok' | 'failed';

export interface AssignLocationResult {
  locationNumber: string;
  status: AssignLocationStatus;
  /** why a number failed: no usage place of the instance has it */
  error?: 'location_not_found';
}

export interface AssignLocationsResponse {
  results: AssignLocationResult[];
}
