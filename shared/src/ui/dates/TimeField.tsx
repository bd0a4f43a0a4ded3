import { Field, Input, makeStyles, type FieldProps } from '@fluentui/react-components';
import { Component, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatTime, parseTime, timeOfValue, timeValue } from './dateText';

const loadPicker = () =>
  lazy(() => import('./TimePickerField').then((m) => ({ default: m.TimePickerField })));
// replaced after a failed fetch: React keeps a lazy component's failure for good
let TimePickerField = loadPicker();

const useStyles = makeStyles({ input: { width: '100%', minWidth: 0 } });

export interface TimeFieldProps {
  label: string;
  /** 'HH:mm' (24-hour) or null */
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string | ReactElement;
  hint?: string | ReactElement;
  className?: string;
  /** minutes between the listed times */
  increment?: number;
  fieldProps?: Partial<FieldProps> & Record<`data-${string}`, string>;
}

class PickerBoundary extends Component<
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
 * The plain text input in the picker's place: read-only while the picker's chunk loads (so nothing typed is
 * lost when it arrives), and a working input without the list if the chunk could not be fetched.
 */
function TimeText(props: TimeFieldProps & { loading: boolean }) {
  const { label, value, onChange, required, disabled, error, hint, className, loading } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = intl;
  const shown = (time: string | null) => {
    const parsed = timeOfValue(time);
    return parsed ? formatTime(locale, parsed) : '';
  };
  const [text, setText] = useState(() => shown(value));
  const [invalid, setInvalid] = useState(false);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(shown(value));
    setInvalid(false);
  }
  const commit = () => {
    if (!text.trim()) {
      setInvalid(false);
      if (value !== null) onChange(null);
      return;
    }
    const parsed = parseTime(text);
    setInvalid(!parsed);
    if (!parsed) return;
    setText(formatTime(locale, parsed));
    if (timeValue(parsed) !== value) onChange(timeValue(parsed));
  };
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
      {(fieldControlProps) => (
        <Input
          {...fieldControlProps}
          className={styles.input}
          readOnly={loading}
          aria-busy={loading || undefined}
          disabled={disabled}
          placeholder={formatTime(locale, { hour: 14, minute: 30 })}
          value={text}
          onChange={(_, data) => setText(data.value)}
          onBlur={loading ? undefined : commit}
        />
      )}
    </Field>
  );
}

/**
 * A time of day in 24-hour form in the page's language ('14.30' in Finnish). Fluent's TimePicker (about
 * 40 KB gzip with its own list and positioning) is fetched when the field is first shown, not with the page.
 */
export function TimeField(props: TimeFieldProps) {
  // a failed fetch leaves a working text input; the next mount (the dialog opened again) tries again
  return (
    <PickerBoundary
      fallback={<TimeText {...props} loading={false} />}
      onFailed={() => {
        TimePickerField = loadPicker();
      }}
    >
      <Suspense fallback={<TimeText {...props} loading />}>
        <TimePickerField {...props} />
      </Suspense>
    </PickerBoundary>
  );
}
