export { AddLocationsForm, type AddLocationsFormProps } from './AddLocationsForm';
export { LocationsPreviewDialog, type LocationsPreviewDialogProps } from './LocationsPreviewDialog';
export {
  requestItemsOf,
  validateAddLocations,
  type AddLocationsErrors,
  type AddLocationsValues,
} from './addLocationsForm';
