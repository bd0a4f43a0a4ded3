import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { visibleFieldError } from '../../form/fieldError';
import { DateField } from './DateField';
import { fromHelsinkiWallTime, toHelsinkiWallTime } from '../../calendar';
import { dayOfValue, dayValue, timeOfValue, timeValue } from './dateText';
import { TimeField } from './TimeField';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    // side by side where both labels fit on a line ('Reading date, time' is long in Finnish), else one
    // under the other, so the two inputs never stand at different heights
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
});

export interface DateTimeFieldProps {
  /** the react-final-form field; its value is an ISO instant or null */
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The ISO instant of a day and time on Helsinki's clock: the portal shows every time in Helsinki time,
 * whatever the browser's zone, so a time typed here reads back the same in the list.
 */
function toIso(day: string, time: string | null): string | null {
  const d = dayOfValue(day);
  if (!d) return null;
  const t = timeOfValue(time) ?? { hour: 0, minute: 0 };
  const date = fromHelsinkiWallTime({ ...d, hour: t.hour, minute: t.minute });
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A form's date and time as two inputs in the page's language, 24-hour: DateField and TimeField. The day
 * alone means its 00:00; emptying the date empties the value; a time typed before the date waits for it.
 */
export function DateTimeField({ name, label, required, disabled }: DateTimeFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<string | null>(name);
  const iso = input.value || null;
  const instant = iso ? new Date(iso) : null;
  const shown = instant && !Number.isNaN(instant.getTime()) ? instant : null;
  const wall = shown ? toHelsinkiWallTime(shown) : null;
  const day = wall ? dayValue(wall) : null;
  const time = wall ? timeValue(wall) : null;
  const [waitingTime, setWaitingTime] = useState<string | null>(null);
  const error = visibleFieldError(meta);
  const message = error ? intl.formatMessage({ id: error.id }, error.values) : undefined;
  const change = (value: string | null) => {
    input.onChange(value);
    input.onBlur();
  };
  return (
    <div className={styles.pair}>
      <DateField
        label={label}
        value={day}
        required={required}
        disabled={disabled}
        error={message}
        onChange={(value) => change(value ? toIso(value, time ?? waitingTime) : null)}
      />
      <TimeField
        label={intl.formatMessage({ id: 'common.timeOf' }, { label })}
        value={time ?? waitingTime}
        disabled={disabled}
        onChange={(value) => {
          if (day) change(toIso(day, value));
          else setWaitingTime(value);
        }}
      />
    </div>
  );
}
