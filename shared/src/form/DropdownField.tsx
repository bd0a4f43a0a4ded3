import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { FieldOption } from './options';
import { useFluentFieldProps } from './useFieldProps';

export interface DropdownFieldProps {
  name: string;
  label: string;
  options: FieldOption[];
  required?: boolean;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A Fluent Dropdown (listbox) for when options need more than plain text; value is the option's value. */
export function DropdownField({
  name,
  label,
  options,
  required,
  hint,
  placeholder,
  disabled,
}: DropdownFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const fieldProps = useFluentFieldProps(meta, label, required, hint);
  const selected = options.find((option) => option.value === input.value);
  return (
    <Field {...fieldProps}>
      <Dropdown
        // Fluent names its (hidden) clear button in English whatever the page's language
        // Fluent names its clear button (rendered, hidden, in every Dropdown) in English whatever the page's
        // language: each Dropdown of the portal passes common.clearSelection
        clearButton={{ 'aria-label': intl.formatMessage({ id: 'common.clearSelection' }) }}
        disabled={disabled}
        placeholder={placeholder}
        value={selected?.label ?? ''}
        selectedOptions={selected ? [selected.value] : []}
        onOptionSelect={(_, data) => input.onChange(data.optionValue ?? '')}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
