import { Combobox, Dropdown, Field, Option, useComboboxFilter } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SearchableSelectProps {
  label: string;
  options: readonly SelectOption[];
  selected: string | null;
  onSelect: (value: string) => void;
  /** an autocomplete (a combobox filtering by what is typed) instead of a plain dropdown */
  autocomplete: boolean;
  dataTour?: string;
  className?: string;
}

/** A labelled select: a dropdown for a short list, an autocomplete for a long one. */
export function SearchableSelect(props: SearchableSelectProps) {
  const { label, options, selected, onSelect, autocomplete, dataTour, className } = props;
  const intl = useIntl();
  const selectedLabel = options.find((option) => option.value === selected)?.label ?? '';
  return (
    <Field label={label} data-tour={dataTour} className={className}>
      {autocomplete ? (
        <FilteringCombobox
          options={options}
          selected={selected}
          selectedLabel={selectedLabel}
          onSelect={onSelect}
        />
      ) : (
        <Dropdown
          // Fluent renders a hidden clear button with an English name even when it is not clearable
          clearButton={{ 'aria-label': intl.formatMessage({ id: 'common.clearField' }, { label }) }}
          value={selectedLabel}
          selectedOptions={selected ? [selected] : []}
          onOptionSelect={(_, data) => {
            if (data.optionValue && data.optionValue !== selected) onSelect(data.optionValue);
          }}
        >
          {options.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      )}
    </Field>
  );
}

function FilteringCombobox({
  options,
  selected,
  selectedLabel,
  onSelect,
}: {
  options: readonly SelectOption[];
  selected: string | null;
  selectedLabel: string;
  onSelect: (value: string) => void;
}) {
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
    options.map((option) => ({ children: option.label, value: option.value })),
    {
      noOptionsMessage: intl.formatMessage({ id: 'reports.options.noMatches' }),
      optionToText: (option) => String(option.children),
    },
  );
  return (
    <Combobox
      value={query}
      selectedOptions={selected ? [selected] : []}
      onChange={(event) => {
        setQuery(event.target.value);
        setTyping(true);
      }}
      onOptionSelect={(_, data) => {
        setTyping(false);
        if (!data.optionValue) return;
        setQuery(data.optionText ?? '');
        if (data.optionValue !== selected) onSelect(data.optionValue);
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
