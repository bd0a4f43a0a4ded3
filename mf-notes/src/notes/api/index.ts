export * from './fetchLocationsWithNotes';
export * from './addNote';
export * from './editNote';
export * from './deleteNote';
export * from './shareNotes';
