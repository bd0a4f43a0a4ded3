export interface FieldOption {
  value: string;
  label: string;
}
