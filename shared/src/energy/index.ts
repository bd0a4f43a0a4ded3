export * from './labels';
export * from './aggregation';
