/**
 * The intervals the dashboard's chart widgets ask for (docs/dashboard.md). Every end is `now` floored to
 * its quarter hour, so widgets built from the same request (monthly and average daily; average hourly and
 * peak power) make the same call within a quarter hour and share one answer.
 */
import type { ChartRequest, ChartResolution, EnergyTypeKey, UsagePlace } from '@portal/shared';
import { addHelsinki, helsinkiDay, helsinkiDayStart, helsinkiStartOf } from '@portal/shared/calendar';

export type DashboardChartKind = 'daily' | 'twelveMonths' | 'fiveYears' | 'thirtyDaysHourly';

export interface DashboardInterval {
  start: Date;
  end: Date;
  resolution: ChartResolution;
}

const minDate = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/** now, floored to its quarter hour */
export const dashboardNow = (now: Date = new Date()): Date => helsinkiStartOf(now, 'minutes_15');

/** yesterday in Helsinki: the daily widget's default */
export const yesterday = (now: Date): string =>
  helsinkiDay(addHelsinki(helsinkiStartOf(now, 'day'), -1, 'day'));

export function dashboardInterval(kind: DashboardChartKind, now: Date, day?: string): DashboardInterval {
  const end = dashboardNow(now);
  switch (kind) {
    case 'daily': {
      const start = helsinkiDayStart(day ?? yesterday(now));
      return { start, end: minDate(addHelsinki(start, 1, 'day'), end), resolution: 'hour' };
    }
    case 'twelveMonths':
      return { start: addHelsinki(helsinkiStartOf(end, 'month'), -11, 'month'), end, resolution: 'month' };
    case 'fiveYears':
      return { start: addHelsinki(helsinkiStartOf(end, 'year'), -4, 'year'), end, resolution: 'year' };
    case 'thirtyDaysHourly': {
      const today = helsinkiStartOf(end, 'day');
      return { start: addHelsinki(today, -30, 'day'), end: today, resolution: 'hour' };
    }
  }
}

/**
 * A widget's window within the place's validity (docs/dashboard.md): a contract younger than the window
 * (five years for a place that started last spring) starts the window at the contract's first day, an
 * ended one ends it at the contract's last day; `clippedFrom` says where it now starts. `outside` when no
 * part of the window is in the validity: the widget says so instead of asking.
 */
export function clipToValidity(
  interval: DashboardInterval,
  place: Pick<UsagePlace, 'validity'>,
): { interval: DashboardInterval; clippedFrom: Date | null; outside: boolean } {
  const { startDate, endDate } = place.validity;
  const validFrom = startDate ? helsinkiDayStart(startDate) : null;
  const validTo = endDate ? addHelsinki(helsinkiDayStart(endDate), 1, 'day') : null;
  const start = validFrom && validFrom > interval.start ? validFrom : interval.start;
  const end = validTo && validTo < interval.end ? validTo : interval.end;
  const clipped = { ...interval, start, end };
  return {
    interval: start === interval.start && end === interval.end ? interval : clipped,
    clippedFrom: start === interval.start ? null : start,
    outside: start.getTime() >= end.getTime(),
  };
}

/** the quantities a consumption chart shows: the energy type's main ones (else its first) */
export function mainQuantities(place: UsagePlace, energyType: EnergyTypeKey): string[] {
  const type = place.energyTypes.find((candidate) => candidate.key === energyType);
  if (!type || type.basicDetails.length === 0) return [];
  const main = type.basicDetails.filter((detail) => detail.isMainType);
  return (main.length > 0 ? main : type.basicDetails.slice(0, 1)).map((detail) => detail.key);
}

/** every quantity of the energy type at the place (the consumption-changes card shows them all) */
export function allQuantities(place: UsagePlace, energyType: EnergyTypeKey): string[] {
  return (place.energyTypes.find((candidate) => candidate.key === energyType)?.basicDetails ?? []).map(
    (detail) => detail.key,
  );
}

export function chartBody(
  interval: DashboardInterval,
  energyType: EnergyTypeKey,
  quantities: string[],
  additionalInformation: string[] = [],
): ChartRequest {
  return {
    selectedEnergyType: energyType,
    selectedBasicDetails: quantities,
    selectedAdditionalInformation: additionalInformation,
    interval: {
      selectedStartTimestamp: interval.start.toISOString(),
      selectedEndTimestamp: interval.end.toISOString(),
    },
    measurePeriod: interval.resolution,
  };
}
