import { Field, makeStyles, type FieldProps } from '@fluentui/react-components';
import {
  DatePicker,
  type CalendarStrings,
  type DatePickerProps,
  type DatePickerValidationResultData,
} from '@fluentui/react-datepicker-compat';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  calendarNames,
  dayOfValue,
  dayPattern,
  dayToLocalDate,
  dayValue,
  firstDayOfWeek,
  formatDay,
  localDateToDay,
  parseDay,
} from './dateText';

const useStyles = makeStyles({ picker: { width: '100%' } });

/** The Calendar's texts in the page's language (Fluent's defaults are English). */
export function calendarStrings(intl: IntlShape): CalendarStrings {
  const t = (id: string) => intl.formatMessage({ id: `common.datePicker.${id}` });
  return {
    ...calendarNames(intl.locale),
    goToToday: t('goToToday'),
    prevMonthAriaLabel: t('prevMonth'),
    nextMonthAriaLabel: t('nextMonth'),
    prevYearAriaLabel: t('prevYear'),
    nextYearAriaLabel: t('nextYear'),
    prevYearRangeAriaLabel: t('prevYearRange'),
    nextYearRangeAriaLabel: t('nextYearRange'),
    closeButtonAriaLabel: t('close'),
    monthPickerHeaderAriaLabel: t('monthPickerHeader'),
    yearPickerHeaderAriaLabel: t('yearPickerHeader'),
    selectedDateFormatString: t('selectedDate'),
    todayDateFormatString: t('todayDate'),
    weekNumberFormatString: t('weekNumber'),
    dayMarkedAriaLabel: t('dayMarked'),
  };
}

/**
 * How the Calendar writes dates in the page's language. A month button is named by the abbreviation it shows
 * (Fluent names it by the full month, which speech input cannot match to 'tammi': axe
 * label-content-name-mismatch); a whole date is written the language's way, not 'Joulukuu 1, 2025'.
 */
export function calendarFormatter(locale: string): NonNullable<DatePickerProps['dateTimeFormatter']> {
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    formatDay: (date) => String(date.getDate()),
    formatYear: (date) => String(date.getFullYear()),
    formatMonth: (date, names) => names.shortMonths[date.getMonth()] ?? '',
    formatMonthYear: (date, names) => `${names.months[date.getMonth()] ?? ''} ${date.getFullYear()}`,
    formatMonthDayYear: (date) => long.format(date),
  };
}

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or null */
  value: string | null;
  /** a whole, existing day inside min and max ('YYYY-MM-DD'), or null when the field was emptied */
  onChange: (value: string | null) => void;
  /** 'YYYY-MM-DD', inclusive */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** the caller's message for a value it refused; a date the field itself cannot take shows its own */
  error?: string | ReactElement;
  hint?: string | ReactElement;
  className?: string;
  /** data-* attributes and the like for the Field */
  fieldProps?: Partial<FieldProps> & Record<`data-${string}`, string>;
}

type OwnError = 'invalid' | 'outOfBounds' | 'required' | null;

/**
 * A date typed or picked in the page's language (not the browser's): d.M.yyyy with Finnish month and day
 * names and Monday first on a Finnish page. Fluent's DatePicker with its popup inline, so it sits inside the
 * page's FluentProvider (this package is bundled into each remote, outside the shared Fluent singleton).
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, min, max, required, disabled, error, hint, className } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = intl;
  const [ownError, setOwnError] = useState<OwnError>(null);
  // a new value from outside (a preset, a reset) ends the field's own complaint about an earlier one
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setOwnError(null);
  }
  const day = dayOfValue(value);
  const minDay = dayOfValue(min);
  const maxDay = dayOfValue(max);
  const strings = useMemo(() => calendarStrings(intl), [intl]);
  const formatter = useMemo(() => calendarFormatter(locale), [locale]);
  const formatDate = useCallback(
    (date?: Date) => (date ? formatDay(locale, localDateToDay(date)) : ''),
    [locale],
  );
  const parseDateFromString = useCallback(
    (text: string) => {
      const parsed = parseDay(locale, text);
      return parsed ? dayToLocalDate(parsed) : null;
    },
    [locale],
  );
  const pattern = dayPattern(locale);
  const ownMessage =
    ownError === 'invalid'
      ? intl.formatMessage({ id: 'common.datePicker.invalidDate' }, { pattern })
      : ownError === 'outOfBounds'
        ? intl.formatMessage(
            { id: 'common.datePicker.outOfBounds' },
            {
              min: minDay ? formatDay(locale, minDay) : '',
              max: maxDay ? formatDay(locale, maxDay) : '',
              bounds: minDay && maxDay ? 'both' : minDay ? 'min' : 'max',
            },
          )
        : ownError === 'required'
          ? intl.formatMessage({ id: 'common.requiredField' })
          : null;
  // a value the field could not take is told first: the caller's message is about an earlier value
  const message = ownMessage ?? error ?? undefined;
  return (
    <Field
      {...props.fieldProps}
      label={label}
      required={required}
      hint={hint}
      className={className}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      {/* Field's own props handed over by hand: this copy of the DatePicker reads another Field context
          than the shared Field's, so without them the input is named by its placeholder, not the label */}
      {(fieldControlProps) => (
        <DatePicker
          {...fieldControlProps}
          className={styles.picker}
          // the picker's own check for an emptied required date reads this, not the Field's
          required={required}
          value={day ? dayToLocalDate(day) : null}
          allowTextInput
          inlinePopup
          disabled={disabled}
          placeholder={pattern}
          formatDate={formatDate}
          parseDateFromString={parseDateFromString}
          firstDayOfWeek={firstDayOfWeek(locale)}
          strings={strings}
          dateTimeFormatter={formatter}
          // the calendar button is named by the input, as Fluent does outside a Field
          contentAfter={{ 'aria-labelledby': fieldControlProps.id }}
          popupSurface={{ 'aria-label': intl.formatMessage({ id: 'common.datePicker.calendar' }, { label }) }}
          minDate={minDay ? dayToLocalDate(minDay) : undefined}
          maxDate={maxDay ? dayToLocalDate(maxDay) : undefined}
          onValidationResult={(data: DatePickerValidationResultData) =>
            setOwnError(
              data.error === 'invalid-input'
                ? 'invalid'
                : data.error === 'out-of-bounds'
                  ? 'outOfBounds'
                  : data.error === 'required-input'
                    ? 'required'
                    : null,
            )
          }
          onSelectDate={(date) => {
            const next = date ? dayValue(localDateToDay(date)) : null;
            // the picker re-selects the current date when it puts back text it could not read
            if (next === (day ? dayValue(day) : null)) return;
            setOwnError(null);
            onChange(next);
          }}
        />
      )}
    </Field>
  );
}
