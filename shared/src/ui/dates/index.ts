export * from './dateText';
export * from './DateField';
export * from './TimeField';
export * from './DateTimeField';
