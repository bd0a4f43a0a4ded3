export * from './types';
export * from './errors';
export * from './client';
export * from './subject';
export * from './chart';
export * from './reports';
export * from './billing';
export * from './spotPrices';
