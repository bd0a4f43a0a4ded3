import type { UsagePlace } from '../api/reports';
import { usePortal } from '../portal/PortalContext';
import { ChoicePicker, type ChoicePickerProps } from './ChoicePicker';
import { customerPickerKind, placeChoices, placePickerKind, type Choice } from './placeChoices';

type PickerProps = Omit<ChoicePickerProps, 'kind' | 'choices'>;

export interface UsagePlacePickerProps extends Omit<PickerProps, 'onChange'> {
  /** the places to offer, in the order shown */
  places: readonly UsagePlace[];
  /** a place's value: the key the page keeps for it (location code; customer, location and grid) */
  valueOf: (place: UsagePlace) => string;
  onChange: (value: string, place: UsagePlace) => void;
}

/**
 * The usage place picker: 'address (location code)' for each place, a dropdown below 10 places and an
 * autocomplete from 10 on (spec admin-and-calls 9).
 */
export function UsagePlacePicker({ places, valueOf, onChange, ...props }: UsagePlacePickerProps) {
  return (
    <ChoicePicker
      {...props}
      kind={placePickerKind(places.length)}
      choices={placeChoices(places, valueOf)}
      onChange={(value) => {
        const place = places.find((candidate) => valueOf(candidate) === value);
        if (place) onChange(value, place);
      }}
    />
  );
}

export interface CustomerPickerProps extends PickerProps {
  /** one choice per customer (distinctCustomers), valued by the customer number */
  customers: readonly Choice[];
}

/**
 * The customer picker (spec customer-area 5): 'fullName - customerNumber' or the number alone, a dropdown
 * below the instance's `flags.customerPickerThreshold` distinct customers, an autocomplete from it.
 */
export function CustomerPicker({ customers, ...props }: CustomerPickerProps) {
  const { instance } = usePortal();
  return (
    <ChoicePicker
      {...props}
      kind={customerPickerKind(customers.length, instance.flags.customerPickerThreshold)}
      choices={customers}
    />
  );
}
