export * from './ErrorAlert';
export * from './ConfirmDialog';
export * from './PageFrame';
