export * from './api';
export * from './module';
export * from './portal/PortalContext';
export * from './i18n';
export * from './energy';
export * from './callState';
export * from './placePicker';
export * from './tour';
// the form fields and yup schemas are `@portal/shared/form`, a shared singleton of their own: with them here,
// every page would load final-form, react-final-form and yup (docs/first-load.md); what stays is yup-free
export * from './form/fieldError';
export * from './form/options';
export { ACCOUNT_RULE_MESSAGES, accountFieldErrors } from './api/accountRuleMessages';
export * from './ui';
export * from './table';
export * from './locations';
