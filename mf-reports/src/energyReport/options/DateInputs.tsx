import { makeStyles, tokens } from '@fluentui/react-components';
import type { Resolution } from '@portal/shared/calendar';
import { DateField } from '@portal/shared/dates';
import { DAILY_PICKER_MIN_DATE } from '@portal/shared/reports';
import { useIntl } from 'react-intl';
import { helsinkiDay } from '@portal/shared/calendar';
import { inputDaysOf } from '../state/reportRules';
import type { DateInputField, DateRefusal } from '../state/types';
import IntervalErrorText from './IntervalErrorText';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  field: { minWidth: '11rem' },
});

export interface DateInputsProps {
  /** the accepted interval, ISO instants; the end is exclusive */
  start: string;
  end: string;
  resolution: Resolution;
  now: Date;
  /** the last refused edit: its input keeps what was typed and shows why */
  refusal: DateRefusal | null;
  onEdit: (field: DateInputField, day: string | null) => void;
}

/**
 * Start and end as inclusive Helsinki days, written in the page's language. An edit goes to the store to be
 * accepted or refused as a whole; a refused one stays in its input with its error, and the label, chart and
 * summary stay on the last accepted interval.
 */
export function DateInputs({ start, end, resolution, now, refusal, onEdit }: DateInputsProps) {
  const intl = useIntl();
  const styles = useStyles();
  const accepted = inputDaysOf({ start, end });
  const daily = resolution !== 'year' && resolution !== 'month';
  const min = daily ? helsinkiDay(DAILY_PICKER_MIN_DATE) : undefined;
  const max = helsinkiDay(now);
  const field = (name: DateInputField, labelId: string) => {
    const refused = refusal?.field === name ? refusal : null;
    const error = refused ? (
      refused.error.code === 'required' ? (
        intl.formatMessage({ id: 'common.requiredField' })
      ) : (
        <IntervalErrorText error={refused.error} />
      )
    ) : undefined;
    return (
      <DateField
        label={intl.formatMessage({ id: labelId })}
        className={styles.field}
        value={refused ? refused.day : accepted[name]}
        min={min}
        max={max}
        error={error}
        onChange={(day) => onEdit(name, day)}
      />
    );
  };
  return (
    <div className={styles.row} data-tour="datePickers">
      {field('start', 'reports.options.startDate')}
      {field('end', 'reports.options.endDate')}
    </div>
  );
}
