import { Field, Textarea } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useField } from 'react-final-form';
import { useFluentFieldProps } from './useFieldProps';

export interface TextareaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** shows a "count / max" counter (in characters, i.e. code points, as the server counts); the limit itself is the schema's (no native maxLength, so a paste is never cut) */
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
}

export function TextareaField({ name, label, required, maxLength, rows = 4, disabled }: TextareaFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const value = input.value ?? '';
  const counter =
    maxLength === undefined
      ? undefined
      : intl.formatMessage({ id: 'common.characterCount' }, { count: [...value].length, max: maxLength });
  const fieldProps = useFluentFieldProps(meta, label, required, counter);
  return (
    <Field {...fieldProps}>
      <Textarea
        name={input.name}
        rows={rows}
        resize="vertical"
        disabled={disabled}
        value={value}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </Field>
  );
}
