import { Field, Switch } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useFluentFieldProps } from './useFieldProps';

export interface SwitchFieldProps {
  name: string;
  /** what the switch turns on, read as its accessible name */
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** An on/off choice (a Fluent Switch, `role="switch"`) holding a boolean; the label names the switch itself. */
export function SwitchField({ name, label, hint, disabled }: SwitchFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const { validationState, validationMessage } = useFluentFieldProps(meta, label, false, hint);
  return (
    <Field validationState={validationState} validationMessage={validationMessage} hint={hint}>
      <Switch
        name={input.name}
        label={label}
        disabled={disabled}
        checked={Boolean(input.checked)}
        onChange={(_, data) => input.onChange(data.checked)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </Field>
  );
}
