export * from './types';
export * from './energyReportSlice';
export * from './energyReportSaga';
export * from './selectors';
export * from './reportRules';
