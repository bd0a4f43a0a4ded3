export * from './fetchReportOptions';
export * from './fetchChart';
