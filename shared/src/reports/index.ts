export * from './calendar';
export * from './aggregate';
export * from './limits';
export * from './vat';
