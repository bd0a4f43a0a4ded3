// `@portal/shared/form`: the final-form fields, validateWithYup and the account schemas (yup). A shared
// singleton apart from the barrel, so pages without a form load none of it (docs/first-load.md). The
// yup-free parts (field errors, options, the account rules' messages) are in `@portal/shared`.
export * from './TextField';
export * from './TextareaField';
export * from './SelectField';
export * from './DropdownField';
export * from './SwitchField';
export * from './validateWithYup';
export * from './accountSchemas';
