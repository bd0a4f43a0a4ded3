export * from './columns';
export * from './worksheet';
export * from './DataTable';
export { TABLE_MOBILE_QUERY, useNarrowScreen } from './useNarrowScreen';
export { placeColumns, placeName } from './locationColumns';
