import { Button, Field, Input } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useField } from 'react-final-form';
import { isoToLocalInput, localInputToIso } from './dateTime';
import { useFluentFieldProps } from './useFieldProps';

export interface DateTimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Date and time, clearable, shown in 24-hour time. The control is the native `datetime-local` inside a
 * Fluent Input (keyboard and mobile pickers for free, no extra package); because browsers render its time
 * in their own locale, the chosen value is also written out below in 24-hour form. The form value is an
 * ISO instant or null.
 */
export function DateTimeField({ name, label, required, disabled }: DateTimeFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string | null>(name);
  const iso = input.value || null;
  // the browser's own zone, like the native input (not the IntlProvider's timeZone)
  const readout = iso
    ? new Intl.DateTimeFormat(intl.locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso))
    : undefined;
  const fieldProps = useFluentFieldProps(meta, label, required, readout);
  return (
    <Field {...fieldProps}>
      <Input
        type="datetime-local"
        name={input.name}
        step={60}
        disabled={disabled}
        value={isoToLocalInput(iso)}
        onChange={(_, data) => input.onChange(localInputToIso(data.value))}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        contentAfter={
          iso && !disabled ? (
            <Button
              appearance="transparent"
              size="small"
              icon={<DismissRegular />}
              aria-label={intl.formatMessage({ id: 'common.clearField' }, { label })}
              onClick={() => {
                input.onChange(null);
                input.onBlur();
              }}
            />
          ) : undefined
        }
      />
    </Field>
  );
}
