export * from './callState';
export * from './subjectSlice';
