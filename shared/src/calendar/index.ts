export * from './calendar';
export * from './vat';
