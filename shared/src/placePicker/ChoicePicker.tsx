import {
  Combobox,
  Dropdown,
  Field,
  Option,
  useComboboxFilter,
  type FieldProps,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Choice, PickerKind } from './placeChoices';

export interface ChoicePickerProps {
  label: string;
  kind: PickerKind;
  choices: readonly Choice[];
  /** the chosen value, or null */
  value: string | null;
  /** called with a value other than the chosen one */
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  /** data-* attributes for the field (a guided tour's target) */
  fieldProps?: Partial<FieldProps> & Record<`data-${string}`, string>;
}

/** A labelled picker: a dropdown for a short list, an autocomplete (type to filter) for a long one. */
export function ChoicePicker(props: ChoicePickerProps) {
  const { label, kind, choices, value, onChange, placeholder, disabled, className, fieldProps } = props;
  const intl = useIntl();
  const selectedLabel = choices.find((choice) => choice.value === value)?.label ?? '';
  return (
    <Field {...fieldProps} label={label} className={className}>
      {kind === 'autocomplete' ? (
        <FilteringCombobox {...props} selectedLabel={selectedLabel} />
      ) : (
        <Dropdown
          // Fluent renders a hidden clear button with an English name even when it is not clearable
          clearButton={{ 'aria-label': intl.formatMessage({ id: 'common.clearField' }, { label }) }}
          value={selectedLabel}
          selectedOptions={value ? [value] : []}
          placeholder={placeholder}
          disabled={disabled}
          onOptionSelect={(_, data) => {
            if (data.optionValue && data.optionValue !== value) onChange(data.optionValue);
          }}
        >
          {choices.map((choice) => (
            <Option key={choice.value} value={choice.value}>
              {choice.label}
            </Option>
          ))}
        </Dropdown>
      )}
    </Field>
  );
}

function FilteringCombobox({
  choices,
  value,
  onChange,
  placeholder,
  disabled,
  selectedLabel,
}: ChoicePickerProps & { selectedLabel: string }) {
  const intl = useIntl();
  const [query, setQuery] = useState(selectedLabel);
  // the list is filtered only by what the user typed, not by the chosen option's own text
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    setQuery(selectedLabel);
    setTyping(false);
  }, [selectedLabel]);
  const children = useComboboxFilter(
    typing ? query : '',
    choices.map((choice) => ({ children: choice.label, value: choice.value })),
    {
      noOptionsMessage: intl.formatMessage({ id: 'common.picker.noMatches' }),
      optionToText: (option) => String(option.children),
    },
  );
  return (
    <Combobox
      value={query}
      selectedOptions={value ? [value] : []}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(event) => {
        setQuery(event.target.value);
        setTyping(true);
      }}
      onOptionSelect={(_, data) => {
        // typing clears Fluent's selection (an event without a value): the typed filter stays
        if (!data.optionValue) return;
        setTyping(false);
        setQuery(data.optionText ?? '');
        if (data.optionValue !== value) onChange(data.optionValue);
      }}
      onOpenChange={(_, data) => {
        // closing without a choice puts the chosen option's text back
        if (!data.open) {
          setTyping(false);
          setQuery(selectedLabel);
        }
      }}
    >
      {children}
    </Combobox>
  );
}
