export * from './reference';
export * from './barcode';
