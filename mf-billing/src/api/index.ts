export * from './billingApi';
