import { Combobox, Dropdown, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoicePickerProps {
  label: string;
  kind: 'dropdown' | 'autocomplete';
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A dropdown for a few choices, an autocomplete (type to filter) for many (spec customer-area 5). */
export function ChoicePicker({ label, kind, choices, value, onChange, placeholder }: ChoicePickerProps) {
  const selected = choices.find((choice) => choice.value === value);
  const [typed, setTyped] = useState<string | null>(null);
  const shownText = typed ?? selected?.label ?? '';
  const filter = (typed ?? '').trim().toLocaleLowerCase();
  const visible = filter
    ? choices.filter((choice) => choice.label.toLocaleLowerCase().includes(filter))
    : choices;
  return (
    <Field label={label}>
      {kind === 'dropdown' ? (
        <Dropdown
          value={selected?.label ?? ''}
          selectedOptions={value ? [value] : []}
          placeholder={placeholder}
          onOptionSelect={(_, data) => data.optionValue && onChange(data.optionValue)}
        >
          {choices.map((choice) => (
            <Option key={choice.value} value={choice.value}>
              {choice.label}
            </Option>
          ))}
        </Dropdown>
      ) : (
        <Combobox
          value={shownText}
          selectedOptions={value ? [value] : []}
          placeholder={placeholder}
          freeform
          onChange={(event) => setTyped(event.target.value)}
          onOptionSelect={(_, data) => {
            setTyped(null);
            if (data.optionValue) onChange(data.optionValue);
          }}
          onBlur={() => setTyped(null)}
        >
          {visible.map((choice) => (
            <Option key={choice.value} value={choice.value}>
              {choice.label}
            </Option>
          ))}
        </Combobox>
      )}
    </Field>
  );
}
