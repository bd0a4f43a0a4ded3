export * from './dateText';
export * from './DateField';
export * from './TimeField';
export * from './DateTimeField';
export * from './monthText';
export * from './MonthField';
