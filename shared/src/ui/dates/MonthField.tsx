import { Button, Field, Input, makeStyles, type FieldProps } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { helsinkiMonth } from '../../calendar/days';
import {
  formatMonth,
  monthExample,
  monthOfValue,
  monthPattern,
  monthValue,
  parseMonth,
  shiftMonth,
  type CalendarMonth,
} from './monthText';

const useStyles = makeStyles({
  input: { width: '100%' },
  steps: { display: 'flex' },
});

export interface MonthFieldProps {
  label: string;
  /** 'YYYY-MM' or null */
  value: string | null;
  /**
   * The month typed or stepped to, or null when the field holds no usable month (emptied, unreadable, or
   * outside min and max: the field says which under itself), so a form can hold back its submit.
   */
  onChange: (value: string | null) => void;
  /** 'YYYY-MM', inclusive */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** the caller's message about the month it holds (a rule between two fields); the field's own comes first */
  error?: string | ReactElement;
  /** the caller's words for a month before min or after max, instead of the field's 'Choose a month from ...' */
  boundMessages?: { min?: string; max?: string };
  hint?: string | ReactElement;
  className?: string;
  /** data-* attributes and the like for the Field */
  fieldProps?: Partial<FieldProps> & Record<`data-${string}`, string>;
}

type OwnError = 'invalid' | 'beforeMin' | 'afterMax' | 'required' | null;

const monthIndex = (month: CalendarMonth): number => month.year * 12 + month.month - 1;

/**
 * A month and year in the page's language, not the browser's (the native `<input type="month">` shows the
 * browser's): 'marraskuu 2026' on a Finnish page. Typed as '11.2026', '11/2026', '2026-11' or
 * 'marraskuu 2026'; ArrowUp/ArrowDown step a month, PageUp/PageDown a year, Home/End go to min/max, all
 * within min and max. A spin button (ARIA) whose value text is the month's name and year.
 */
export function MonthField(props: MonthFieldProps) {
  const { label, value, onChange, min, max, required, disabled, error, boundMessages } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = intl;
  const shown = (month: string | null) => {
    const parsed = monthOfValue(month);
    return parsed ? formatMonth(locale, parsed) : '';
  };
  const [text, setText] = useState(() => shown(value));
  const [ownError, setOwnError] = useState<OwnError>(null);
  // a value from outside (a default, a place with a later start) is written the page's way and ends the
  // field's own complaint; what the field reports itself is marked seen first, so a refusal stays
  const [seen, setSeen] = useState({ value, locale });
  if (seen.value !== value || seen.locale !== locale) {
    setSeen({ value, locale });
    setText(shown(value));
    setOwnError(null);
  }

  const report = (next: string | null, problem: OwnError) => {
    setOwnError(problem);
    setSeen({ value: next, locale });
    if (next !== value) onChange(next);
  };
  const take = (month: CalendarMonth) => {
    const next = monthValue(month);
    setText(formatMonth(locale, month));
    if (min && next < min) report(null, 'beforeMin');
    else if (max && next > max) report(null, 'afterMax');
    else report(next, null);
  };
  const commit = () => {
    const typed = text.trim();
    if (!typed) {
      report(null, required ? 'required' : null);
      return;
    }
    const parsed = parseMonth(locale, typed);
    if (parsed) take(parsed);
    else report(null, 'invalid');
  };
  const clamp = (month: string): string => (min && month < min ? min : max && month > max ? max : month);
  const step = (count: number) => {
    // from what is typed when it reads as a month, else from the value, else from the latest allowed month
    const typed = parseMonth(locale, text);
    const from = typed ? monthValue(typed) : (value ?? max ?? min ?? helsinkiMonth());
    take(monthOfValue(clamp(shiftMonth(from, count)))!);
  };
  const jump = (to: string) => {
    const month = monthOfValue(to);
    if (month) take(month);
  };

  const minMonth = monthOfValue(min);
  const maxMonth = monthOfValue(max);
  const current = monthOfValue(value);
  const ownMessage =
    ownError === 'invalid'
      ? intl.formatMessage(
          { id: 'common.monthField.invalid' },
          {
            pattern: monthPattern(locale),
            example: monthExample(locale, current ?? maxMonth ?? minMonth ?? monthOfValue(helsinkiMonth())!),
          },
        )
      : ownError === 'beforeMin' || ownError === 'afterMax'
        ? ((ownError === 'beforeMin' ? boundMessages?.min : boundMessages?.max) ??
          intl.formatMessage(
            { id: 'common.monthField.outOfBounds' },
            {
              min: minMonth ? formatMonth(locale, minMonth) : '',
              max: maxMonth ? formatMonth(locale, maxMonth) : '',
              bounds: minMonth && maxMonth ? 'both' : minMonth ? 'min' : 'max',
            },
          ))
        : ownError === 'required'
          ? intl.formatMessage({ id: 'common.requiredField' })
          : null;
  const message = ownMessage ?? error ?? undefined;
  const atMin = !!(min && value && value <= min);
  const atMax = !!(max && value && value >= max);

  return (
    <Field
      {...props.fieldProps}
      label={label}
      required={required}
      hint={props.hint}
      className={props.className}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Input
        className={styles.input}
        role="spinbutton"
        aria-valuetext={current ? formatMonth(locale, current) : undefined}
        aria-valuenow={current ? monthIndex(current) : undefined}
        aria-valuemin={minMonth ? monthIndex(minMonth) : undefined}
        aria-valuemax={maxMonth ? monthIndex(maxMonth) : undefined}
        autoComplete="off"
        inputMode="text"
        required={required}
        disabled={disabled}
        placeholder={monthPattern(locale)}
        value={text}
        onChange={(_, data) => setText(data.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          const moves: Partial<Record<string, () => void>> = {
            ArrowUp: () => step(1),
            ArrowDown: () => step(-1),
            PageUp: () => step(12),
            PageDown: () => step(-12),
            // without a bound, Home and End move the caret as usual
            ...(min ? { Home: () => jump(min) } : {}),
            ...(max ? { End: () => jump(max) } : {}),
          };
          const move = moves[event.key];
          if (event.key === 'Enter') commit();
          else if (move) {
            event.preventDefault();
            move();
          }
        }}
        contentAfter={
          <span className={styles.steps}>
            <Button
              appearance="transparent"
              size="small"
              icon={<ChevronDownRegular />}
              // the arrow keys step in the input: the buttons are for the pointer, not Tab stops
              tabIndex={-1}
              disabled={disabled || atMin}
              aria-label={intl.formatMessage({ id: 'common.datePicker.prevMonth' })}
              onClick={() => step(-1)}
            />
            <Button
              appearance="transparent"
              size="small"
              icon={<ChevronUpRegular />}
              tabIndex={-1}
              disabled={disabled || atMax}
              aria-label={intl.formatMessage({ id: 'common.datePicker.nextMonth' })}
              onClick={() => step(1)}
            />
          </span>
        }
      />
    </Field>
  );
}
