import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useFluentFieldProps } from './useFieldProps';

export interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  disabled?: boolean;
  inputProps?: Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'name' | 'type'>;
}

export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  disabled,
  inputProps,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const fieldProps = useFluentFieldProps(meta, label, required, hint);
  return (
    <Field {...fieldProps}>
      <Input
        {...inputProps}
        name={input.name}
        type={type}
        autoComplete={autoComplete}
        disabled={disabled}
        value={input.value ?? ''}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </Field>
  );
}
