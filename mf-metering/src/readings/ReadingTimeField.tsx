import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { visibleFieldError } from '@portal/shared';
import { fromHelsinkiWallTime, toHelsinkiWallTime } from '@portal/shared/calendar';
import {
  DateField,
  dayOfValue,
  dayValue,
  formatTime,
  parseTime,
  timeOfValue,
  timeValue,
} from '@portal/shared/dates';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    // side by side where both labels fit on a line ('Reading date, time' is long in Finnish), else one
    // under the other, so the two inputs never stand at different heights
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  input: { width: '100%', minWidth: 0 },
});

/** the instant of a day and time on Helsinki's clock, as every time the portal shows */
function toIso(day: string, time: string | null): string | null {
  const d = dayOfValue(day);
  if (!d) return null;
  const t = timeOfValue(time) ?? { hour: 0, minute: 0 };
  const date = fromHelsinkiWallTime({ ...d, hour: t.hour, minute: t.minute });
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The reading's date and time, 24-hour, in the page's language: the shared `DateField` (its calendar a chunk
 * fetched when opened) and a time typed as text, read by the shared `parseTime` ('14.30', '14:30', '1430').
 * Not the shared `DateTimeField`: its `TimeField` fetches Fluent's TimePicker (its own combobox and
 * positioning, about 45 KB gzip) as soon as it is shown, which on this page is at once and alone would
 * nearly fill the remote's 50 KB budget; a list of half hours helps little for the minute a meter was read.
 */
export function ReadingTimeField({
  name,
  label,
  disabled,
}: {
  name: string;
  label: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<string | null>(name);
  const instant = input.value ? new Date(input.value) : null;
  const wall = instant && !Number.isNaN(instant.getTime()) ? toHelsinkiWallTime(instant) : null;
  const day = wall ? dayValue(wall) : null;
  const time = wall ? timeValue(wall) : null;
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
        required
        disabled={disabled}
        error={message}
        onChange={(value) => change(value ? toIso(value, time) : null)}
      />
      <TimeText
        label={intl.formatMessage({ id: 'common.timeOf' }, { label })}
        value={time}
        disabled={disabled}
        className={styles.input}
        onChange={(value) => {
          if (day) change(toIso(day, value));
        }}
      />
    </div>
  );
}

/** a time of day typed in 24-hour form, written the page's way ('14.30' in Finnish) when it loses focus */
function TimeText({
  label,
  value,
  disabled,
  className,
  onChange,
}: {
  label: string;
  value: string | null;
  disabled?: boolean;
  className: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const { locale } = intl;
  const shown = (v: string | null) => {
    const parsed = timeOfValue(v);
    return parsed ? formatTime(locale, parsed) : '';
  };
  const [text, setText] = useState(() => shown(value));
  const [invalid, setInvalid] = useState(false);
  // a new value from outside (a reset, an edit) is written the page's way
  const [seen, setSeen] = useState({ value, locale });
  if (seen.value !== value || seen.locale !== locale) {
    setSeen({ value, locale });
    setText(shown(value));
    setInvalid(false);
  }
  const commit = () => {
    const parsed = parseTime(text.trim());
    setInvalid(!parsed);
    if (!parsed) return;
    setText(formatTime(locale, parsed));
    if (timeValue(parsed) !== value) onChange(timeValue(parsed));
  };
  return (
    <Field
      label={label}
      required
      validationState={invalid ? 'error' : 'none'}
      validationMessage={invalid ? intl.formatMessage({ id: 'common.timePicker.invalidTime' }) : undefined}
    >
      <Input
        className={className}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        placeholder={formatTime(locale, { hour: 14, minute: 30 })}
        value={text}
        onChange={(_, data) => setText(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}
