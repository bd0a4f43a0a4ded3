import {
  Button,
  Field,
  Input,
  makeStyles,
  type FieldProps,
  type InputProps,
} from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { dayOfValue, dayPattern, dayValue, formatDay, parseDay } from './dateText';

const loadCalendar = () =>
  lazy(() => import('./DatePickerControl').then((m) => ({ default: m.DatePickerControl })));
// replaced after a failed fetch: React keeps a lazy component's failure for good
let DatePickerControl = loadCalendar();

const useStyles = makeStyles({ input: { width: '100%', minWidth: 0 } });

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

export type OwnError = 'invalid' | 'outOfBounds' | 'required' | null;

/** What the field hands to its control: the text input, or the calendar once it was asked for. */
export interface DateControlProps extends DateFieldProps {
  fieldControlProps: InputProps;
  setOwnError: (error: OwnError) => void;
}

/** A calendar chunk that failed to load leaves the text input, and the next opening tries again. */
class CalendarBoundary extends Component<
  { fallback: ReactNode; onFailed: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The text input of DateField: reads and writes the page's format itself (dateText.ts), so the calendar
 * (Fluent's DatePicker, about 60 KB gzip) is fetched only when a user opens it.
 */
function DateTextControl(props: DateControlProps & { onOpen?: () => void }) {
  const { value, onChange, min, max, required, disabled, fieldControlProps, setOwnError, onOpen } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = intl;
  const shown = (day: string | null) => {
    const parsed = dayOfValue(day);
    return parsed ? formatDay(locale, parsed) : '';
  };
  const [text, setText] = useState(() => shown(value));
  // a new value from outside (a preset, the caller taking a typed day) is written the page's way
  const [seen, setSeen] = useState({ value, locale });
  if (seen.value !== value || seen.locale !== locale) {
    setSeen({ value, locale });
    setText(shown(value));
  }
  const commit = () => {
    const typed = text.trim();
    if (!typed) {
      setOwnError(required ? 'required' : null);
      if (value !== null) onChange(null);
      return;
    }
    const parsed = parseDay(locale, typed);
    if (!parsed) {
      setOwnError('invalid');
      return;
    }
    const next = dayValue(parsed);
    if ((min && next < min) || (max && next > max)) {
      setOwnError('outOfBounds');
      return;
    }
    setOwnError(null);
    setText(formatDay(locale, parsed));
    if (next !== value) onChange(next);
  };
  const open = onOpen
    ? () => {
        commit();
        onOpen();
      }
    : undefined;
  return (
    <Input
      {...fieldControlProps}
      className={styles.input}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="dialog"
      autoComplete="off"
      required={required}
      disabled={disabled}
      placeholder={dayPattern(locale)}
      value={text}
      onChange={(_, data) => setText(data.value)}
      onBlur={commit}
      onClick={open}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        else if (event.key === 'ArrowDown' && event.altKey && open) {
          event.preventDefault();
          open();
        }
      }}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={<CalendarRegular />}
          // the input opens it with a click or Alt+ArrowDown, as Fluent's DatePicker: not a Tab stop
          tabIndex={-1}
          disabled={disabled || !open}
          // not named after the field: the input is the field's only control named by its label
          aria-label={intl.formatMessage({ id: 'common.datePicker.open' })}
          onClick={open}
        />
      }
    />
  );
}

/**
 * A date typed or picked in the page's language (not the browser's): d.M.yyyy with Finnish month and day
 * names and Monday first on a Finnish page. A text input that reads and checks typed dates itself; the
 * calendar (Fluent's DatePicker) is a chunk of its own, fetched and shown in the input's place when a user
 * first opens it (a click in the input, its button or Alt+ArrowDown).
 */
export function DateField(props: DateFieldProps) {
  const { label, value, min, max, required, error, hint, className } = props;
  const intl = useIntl();
  const { locale } = intl;
  const [ownError, setOwnError] = useState<OwnError>(null);
  const [calendar, setCalendar] = useState(false);
  // a new value from outside (a preset, a reset) ends the field's own complaint about an earlier one
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setOwnError(null);
  }
  const minDay = dayOfValue(min);
  const maxDay = dayOfValue(max);
  const ownMessage =
    ownError === 'invalid'
      ? intl.formatMessage({ id: 'common.datePicker.invalidDate' }, { pattern: dayPattern(locale) })
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
      {(fieldControlProps) => {
        const control = { ...props, fieldControlProps, setOwnError };
        const text = <DateTextControl {...control} onOpen={() => setCalendar(true)} />;
        if (!calendar) return text;
        const waiting = <DateTextControl {...control} />;
        return (
          <CalendarBoundary
            fallback={text}
            onFailed={() => {
              DatePickerControl = loadCalendar();
              setCalendar(false);
            }}
          >
            <Suspense fallback={waiting}>
              <DatePickerControl {...control} />
            </Suspense>
          </CalendarBoundary>
        );
      }}
    </Field>
  );
}
