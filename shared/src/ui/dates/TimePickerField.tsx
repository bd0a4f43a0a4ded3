import { Field, makeStyles } from '@fluentui/react-components';
import { TimePicker, type TimePickerProps } from '@fluentui/react-timepicker-compat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatTime, parseTime, timeOfValue, timeValue } from './dateText';
import type { TimeFieldProps } from './TimeField';

const useStyles = makeStyles({ picker: { width: '100%', minWidth: 0 } });

/** the picker keeps times on a day of its own; any fixed day works, only hours and minutes are read */
const ANCHOR = new Date(2001, 0, 1);

/**
 * TimeField's control, a chunk of its own fetched when the field is first shown (a note's dialog opening):
 * Fluent's TimePicker, listing every `increment` minutes and taking any typed time. Its list is inline,
 * like DateField's popup.
 */
export function TimePickerField(props: TimeFieldProps) {
  const { label, value, onChange, required, disabled, error, hint, className, increment = 30 } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = intl;
  const [invalid, setInvalid] = useState(false);
  const time = timeOfValue(value);
  const format = useCallback(
    (date: Date) => formatTime(locale, { hour: date.getHours(), minute: date.getMinutes() }),
    [locale],
  );
  const parse = useCallback<NonNullable<TimePickerProps['parseTimeStringToDate']>>((text) => {
    if (!text?.trim()) return { date: null };
    const parsed = parseTime(text);
    if (!parsed) return { date: null, errorType: 'invalid-input' };
    const date = new Date(ANCHOR);
    date.setHours(parsed.hour, parsed.minute, 0, 0);
    return { date };
  }, []);
  const selected = time ? new Date(2001, 0, 1, time.hour, time.minute) : null;
  // the typed text is the input's; a value from outside (a reset, a cleared form) replaces it
  const [text, setText] = useState(() => (selected ? format(selected) : ''));
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const outside = timeOfValue(value);
    setText(outside ? formatTime(locale, outside) : '');
    setInvalid(false);
  }, [value, locale]);
  const message = invalid ? intl.formatMessage({ id: 'common.timePicker.invalidTime' }) : error;
  return (
    <Field
      {...props.fieldProps}
      label={label}
      required={required}
      hint={hint}
      className={className}
      validationState={message ? 'error' : 'none'}
      validationMessage={message ?? undefined}
    >
      {/* Field's props handed over by hand, as in DateField: the picker reads another copy of Field's context */}
      {(fieldControlProps) => (
        <TimePicker
          className={styles.picker}
          {...fieldControlProps}
          required={required}
          // Fluent names the list button 'Open' in English
          expandIcon={{ 'aria-label': intl.formatMessage({ id: 'common.timePicker.open' }, { label }) }}
          freeform
          inlinePopup
          hourCycle="h23"
          increment={increment}
          dateAnchor={ANCHOR}
          disabled={disabled}
          placeholder={format(new Date(2001, 0, 1, 14, 30))}
          selectedTime={selected}
          value={text}
          onChange={(event) => setText(event.target.value)}
          formatDateToTimeString={format}
          parseTimeStringToDate={parse}
          onTimeChange={(_, data) => {
            if (data.errorType === 'invalid-input') {
              setInvalid(true);
              return;
            }
            setInvalid(false);
            const next = data.selectedTime
              ? timeValue({ hour: data.selectedTime.getHours(), minute: data.selectedTime.getMinutes() })
              : null;
            setText(data.selectedTime ? format(data.selectedTime) : '');
            emitted.current = next;
            if (next !== value) onChange(next);
          }}
        />
      )}
    </Field>
  );
}
