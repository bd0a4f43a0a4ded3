import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  addHelsinki,
  fromHelsinkiWallTime,
  toHelsinkiWallTime,
  type Resolution,
} from '@portal/shared/calendar';
import { DAILY_PICKER_MIN_DATE } from '@portal/shared/reports';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { IntervalPayload } from '../state/energyReportSlice';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  field: { minWidth: '11rem' },
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Helsinki calendar day of an instant as an input value (YYYY-MM-DD). */
export function helsinkiDateValue(instant: Date): string {
  const w = toHelsinkiWallTime(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Helsinki midnight that starts the day an input value names; null for an incomplete value. */
export function dayStartOf(value: string): Date | null {
  const match = DATE_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return fromHelsinkiWallTime({ year, month, day });
}

export interface DateInputsProps {
  /** ISO instants; the end is exclusive */
  start: string;
  end: string;
  resolution: Resolution;
  now: Date;
  onChange: (interval: Partial<IntervalPayload>) => void;
}

/**
 * Start and end as inclusive Helsinki days. What is typed stays in the field until it is a whole date; the
 * store then gets the start day's midnight and the midnight after the end day (the request caps it at now).
 */
export function DateInputs({ start, end, resolution, now, onChange }: DateInputsProps) {
  const intl = useIntl();
  const styles = useStyles();
  const startValue = start ? helsinkiDateValue(new Date(start)) : '';
  const endValue = end ? helsinkiDateValue(new Date(new Date(end).getTime() - 1)) : '';
  const [startDraft, setStartDraft] = useState(startValue);
  const [endDraft, setEndDraft] = useState(endValue);
  useEffect(() => setStartDraft(startValue), [startValue]);
  useEffect(() => setEndDraft(endValue), [endValue]);
  const daily = resolution !== 'year' && resolution !== 'month';
  const min = daily ? helsinkiDateValue(DAILY_PICKER_MIN_DATE) : undefined;
  const max = helsinkiDateValue(now);
  return (
    <div className={styles.row} data-tour="datePickers">
      <Field label={intl.formatMessage({ id: 'reports.options.startDate' })} className={styles.field}>
        <Input
          type="date"
          value={startDraft}
          min={min}
          max={max}
          onChange={(_, data) => {
            setStartDraft(data.value);
            const day = dayStartOf(data.value);
            if (day) onChange({ start: day.toISOString() });
          }}
        />
      </Field>
      <Field label={intl.formatMessage({ id: 'reports.options.endDate' })} className={styles.field}>
        <Input
          type="date"
          value={endDraft}
          min={min}
          max={max}
          onChange={(_, data) => {
            setEndDraft(data.value);
            const day = dayStartOf(data.value);
            if (day) onChange({ end: addHelsinki(day, 1, 'day').toISOString() });
          }}
        />
      </Field>
    </div>
  );
}
