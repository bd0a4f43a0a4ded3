import { makeStyles } from '@fluentui/react-components';
import {
  DatePicker,
  type CalendarStrings,
  type DatePickerProps,
  type DatePickerValidationResultData,
} from '@fluentui/react-datepicker-compat';
import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { DateControlProps } from './DateField';
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

// minWidth: Fluent's input keeps a minimum width of its own that overflows a narrow grid column (a date next to a time)
const useStyles = makeStyles({ picker: { width: '100%', minWidth: 0 } });

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

/**
 * The calendar part of DateField, fetched when a user first opens the calendar (docs/date-fields.md):
 * Fluent's DatePicker with text input and its popup inline, so it sits inside the page's FluentProvider
 * (this package is bundled into each remote, outside the shared Fluent singleton). It takes the text
 * input's place, opened, with the focus on the chosen day as Fluent does.
 */
export function DatePickerControl(props: DateControlProps) {
  const { label, value, onChange, min, max, required, disabled, fieldControlProps, setOwnError } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = intl;
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
  // Field's own props handed over by hand: this copy of the DatePicker reads another Field context than
  // the shared Field's, so without them the input is named by its placeholder, not the label
  return (
    <DatePicker
      {...fieldControlProps}
      className={styles.picker}
      // the picker's own check for an emptied required date reads this, not the Field's
      required={required}
      value={day ? dayToLocalDate(day) : null}
      allowTextInput
      inlinePopup
      defaultOpen
      disabled={disabled}
      placeholder={dayPattern(locale)}
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
  );
}
