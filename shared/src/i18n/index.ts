export * from './messages';
export * from './errorMessage';
