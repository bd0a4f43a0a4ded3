export * from './ErrorAlert';
export * from './ConfirmDialog';
