export * from './placeChoices';
export * from './ChoicePicker';
export * from './UsagePlacePicker';
