import { usePortal } from '@portal/shared';
import { useIntl } from 'react-intl';
import type { CustomerOption } from '../state/reportRules';
import { SearchableSelect } from './SearchableSelect';

export interface LocationSelectProps {
  customers: readonly CustomerOption[];
  selected: string | null;
  onSelect: (customerNumber: string) => void;
  className?: string;
}

/**
 * The customer picker: 'fullName - customerNumber' (or the number alone), a dropdown while there are fewer
 * customers than the instance's threshold, else an autocomplete.
 */
export function LocationSelect({ customers, selected, onSelect, className }: LocationSelectProps) {
  const intl = useIntl();
  const { instance } = usePortal();
  const options = customers.map(({ customerNumber, fullName }) => ({
    value: customerNumber,
    label: fullName
      ? intl.formatMessage(
          { id: 'reports.options.customerLabel' },
          { name: fullName, number: customerNumber },
        )
      : customerNumber,
  }));
  return (
    <SearchableSelect
      label={intl.formatMessage({ id: 'reports.options.customer' })}
      options={options}
      selected={selected}
      onSelect={onSelect}
      autocomplete={customers.length >= instance.flags.customerPickerThreshold}
      dataTour="locationSelect"
      className={className}
    />
  );
}
