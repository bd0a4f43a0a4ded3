export * from './fieldError';
export * from './options';
export * from './TextField';
export * from './TextareaField';
export * from './SelectField';
export * from './DropdownField';
export * from './validateWithYup';
export * from './accountSchemas';
