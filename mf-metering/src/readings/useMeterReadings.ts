import {
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  toApiErrorData,
  type ApiErrorData,
  type CallState,
  type Subject,
} from '@portal/shared';
import type {
  MeasuringPoint,
  MeterReadingLocation,
  ReadingInput,
  ReadingSeries,
} from '@portal/shared/api/meterReadings';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deleteReading, fetchMeterReadingLocations, fetchReadingSeries, saveReading } from '../api';
import { readingRows, type Placeholder } from './readingRows';

export interface Selection {
  locationCode: string;
  registerId: string;
}

/** One save as the customer asked for it: a retry sends the same input with the same Idempotency-Key. */
export interface SaveAttempt {
  input: ReadingInput;
  idempotencyKey: string;
  placeholder: Placeholder;
}

export type Outcome = { ok: true } | { ok: false; error: ApiErrorData };

const firstSelection = (location: MeterReadingLocation | undefined): Selection | null =>
  location
    ? { locationCode: location.locationCode, registerId: location.measuringPoints[0]?.registerId ?? '' }
    : null;

/**
 * The meter reading page's data (spec customer-area 4): the subject's locations, the chosen location and
 * measuring point, its series, the placeholder row of a running save and the rows being deleted. The page
 * keys it by the subject, so another subject starts afresh. Page-local state, not a store slice: nothing
 * else in the portal reads it.
 */
export function useMeterReadings(subject: Subject) {
  const [locations, setLocations] = useState<CallState<MeterReadingLocation[]>>(idleCall);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [series, setSeries] = useState<CallState<ReadingSeries>>(idleCall);
  const [placeholder, setPlaceholder] = useState<Placeholder | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(() => new Set());
  // the answer of an earlier selection's series call is dropped
  const seriesCall = useRef(0);

  const location =
    locations.data?.find((candidate) => candidate.locationCode === selection?.locationCode) ?? null;
  const point: MeasuringPoint | null =
    location?.measuringPoints.find((candidate) => candidate.registerId === selection?.registerId) ?? null;

  const loadSeries = useCallback(
    async (target: MeterReadingLocation, registerId: string): Promise<void> => {
      const id = ++seriesCall.current;
      if (!registerId) {
        setSeries(idleCall());
        return;
      }
      setSeries((previous) => pendingCall(previous));
      try {
        const data = await fetchReadingSeries(subject, {
          locationCode: target.locationCode,
          registerId,
          from: target.salesContractValidFrom,
        });
        if (id === seriesCall.current) setSeries(fulfilledCall(data));
      } catch (error) {
        if (id === seriesCall.current) setSeries((previous) => rejectedCall(previous, toApiErrorData(error)));
      }
    },
    [subject],
  );

  const choose = useCallback(
    (target: MeterReadingLocation, registerId: string) => {
      setSelection({ locationCode: target.locationCode, registerId });
      // the previous point's rows are not this one's
      setSeries(idleCall());
      void loadSeries(target, registerId);
    },
    [loadSeries],
  );

  const loadLocations = useCallback(async () => {
    setLocations((previous) => pendingCall(previous));
    try {
      const data = await fetchMeterReadingLocations(subject);
      setLocations(fulfilledCall(data));
      const first = firstSelection(data[0]);
      if (first && data[0]) choose(data[0], first.registerId);
    } catch (error) {
      setLocations((previous) => rejectedCall(previous, toApiErrorData(error)));
    }
  }, [choose, subject]);

  useEffect(() => {
    void loadLocations();
  }, [loadLocations]);

  /** a location change selects its first measuring point and reloads from salesContractValidFrom */
  const selectLocation = (locationCode: string) => {
    const target = locations.data?.find((candidate) => candidate.locationCode === locationCode);
    if (target) choose(target, target.measuringPoints[0]?.registerId ?? '');
  };

  const selectPoint = (registerId: string) => {
    if (location) choose(location, registerId);
  };

  const reload = useCallback(
    () => (location && point ? loadSeries(location, point.registerId) : Promise.resolve()),
    [loadSeries, location, point],
  );

  /** the placeholder row, PUT, reload; the placeholder goes when the reload has come, or at once on failure */
  const save = async (attempt: SaveAttempt): Promise<Outcome> => {
    setPlaceholder(attempt.placeholder);
    try {
      await saveReading(subject, attempt.input, attempt.idempotencyKey);
    } catch (error) {
      setPlaceholder(null);
      return { ok: false, error: toApiErrorData(error) };
    }
    await reload();
    setPlaceholder(null);
    return { ok: true };
  };

  /** the row's spinner, DELETE, reload */
  const remove = async (key: number): Promise<Outcome> => {
    if (!location || !point) return { ok: true };
    setDeleting((keys) => new Set(keys).add(key));
    const done = () =>
      setDeleting((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    try {
      await deleteReading(subject, {
        locationCode: location.locationCode,
        registerId: point.registerId,
        key,
      });
    } catch (error) {
      done();
      return { ok: false, error: toApiErrorData(error) };
    }
    await reload();
    done();
    return { ok: true };
  };

  const entries = useMemo(() => series.data?.entries ?? [], [series.data]);
  const rows = useMemo(() => readingRows(entries, placeholder, deleting), [entries, placeholder, deleting]);
  /** what the rules read: the shown entries and the older history */
  const readings = useMemo(() => [...entries, ...(series.data?.history ?? [])], [entries, series.data]);

  return {
    locations,
    location,
    point,
    series,
    rows,
    readings,
    saving: placeholder !== null,
    loadLocations,
    selectLocation,
    selectPoint,
    reload,
    save,
    remove,
  };
}
