export * from './labels';
