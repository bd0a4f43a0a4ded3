export * from './labels';
export * from './aggregation';
export * from './units';
