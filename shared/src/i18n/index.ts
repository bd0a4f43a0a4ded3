export * from './messages';
export * from './errorMessage';
export * from './WithMessages';
export * from './useDateTimeFormat';
