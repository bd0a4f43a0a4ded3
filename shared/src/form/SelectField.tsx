import { Field, Select } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import type { FieldOption } from './options';
import { useFluentFieldProps } from './useFieldProps';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: FieldOption[];
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** A native select (best on mobile and for screen readers) styled by Fluent. */
export function SelectField({ name, label, options, required, hint, disabled }: SelectFieldProps) {
  const { input, meta } = useField<string>(name);
  const fieldProps = useFluentFieldProps(meta, label, required, hint);
  return (
    <Field {...fieldProps}>
      <Select
        name={input.name}
        disabled={disabled}
        value={input.value ?? ''}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
