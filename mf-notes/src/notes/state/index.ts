export * from './types';
export * from './notesSlice';
export * from './notesSaga';
export * from './selectors';
