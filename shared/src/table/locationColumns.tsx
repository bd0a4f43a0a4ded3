import type { IntlShape } from 'react-intl';
import type { UsagePlace } from '../api/reports';
import type { DataColumn } from './columns';

const dash = (text: string | null | undefined) => (text ? text : '–');

/** The columns both the account's table and the preview show. */
export function placeColumns(intl: IntlShape): DataColumn<UsagePlace>[] {
  const header = (id: string) => intl.formatMessage({ id: `common.locations.column.${id}` });
  return [
    { id: 'address', header: header('address'), text: (place) => dash(place.address.fullAddress) },
    {
      id: 'locationCode',
      header: header('locationCode'),
      // a placeholder of a customer number that gave no place has no real code
      text: (place) => (place.locationCode.startsWith('-') ? '–' : place.locationCode),
    },
    {
      id: 'customerNumber',
      header: header('customerNumber'),
      text: (place) => place.customerInformation.customerNumber,
    },
    {
      id: 'contractIdentifier',
      header: header('contractIdentifier'),
      text: (place) => dash(place.contractIdentifier),
    },
    { id: 'city', header: header('city'), text: (place) => dash(place.address.parts.city) },
  ];
}

/** How a row names its place to a screen reader: address and code, or the customer number alone. */
export const placeName = (place: UsagePlace): string =>
  place.address.fullAddress
    ? `${place.address.fullAddress}, ${place.locationCode}`
    : place.customerInformation.customerNumber;
