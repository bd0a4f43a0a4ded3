/**
 * The props the energy report page hands to its parts (chart, data table, summary). The page owns the
 * state (options, interval, chart call); the parts only draw what they are given.
 */
import type { ChartResponse } from '@portal/shared';
import type { Bucket, Resolution } from '@portal/shared/calendar';

export interface ReportView {
  response: ChartResponse;
  resolution: Resolution;
  /** one per category of the response: `bucketsBetween(interval.start, interval.end, resolution)` */
  buckets: readonly Bucket[];
  /** the usage place as shown to the user (address and location code); used in titles and file names */
  placeLabel: string;
}

export interface EnergyChartProps extends ReportView {
  /** absent when the period allows no finer resolution, or while a drill is loading (one at a time) */
  onDrillDown?: (bucketIndex: number, source?: 'keyboard' | 'pointer') => void;
  /** the resolution asked for, when the answer came in another (hourly readings only for 15 min) */
  requestedResolution?: Resolution;
  /** focus the chart once drawn: after a keyboard drill-down the user stays on the chart */
  focusOnMount?: boolean;
  /** the chart has taken the focus focusOnMount asked for */
  onFocusTaken?: () => void;
}

export type DataTableProps = ReportView;

export interface SummaryProps {
  response: ChartResponse;
}

/**
 * Elements the help tour points at, in tour order after its opening step: each is marked with
 * `data-tour="<id>"` by the part that draws it. The tour has 16 steps: an introduction and these 15.
 */
export const TOUR_TARGETS = [
  'locationSelect',
  'usagePlace',
  'energyType',
  'periodButtons',
  'resolutionButtons',
  'datePickers',
  'advancedSettings',
  'updateButton',
  'summary',
  'previousNext',
  'chart',
  'zoomControls',
  'chartExport',
  'dataTable',
  'tableExport',
] as const;

export type TourTarget = (typeof TOUR_TARGETS)[number];
