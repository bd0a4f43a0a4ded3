import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { notesMessages } from './i18n/messages';
import publication from './module.json';
import { notesReducer, NOTES_SLICE_KEY } from './notes/state/notesSlice';
import { notesSaga } from './notes/state/notesSaga';

const NotesPage = lazy(() => import('./notes/NotesPage').then((m) => ({ default: m.NotesPage })));

/**
 * The notes remote. Its routes' data is in module.json (published to the shell as portal-module.json):
 * the route is public with a `customerData` link, so a shared link opens without login; `roles` states
 * who may use it when logged in (the shell shows it in menus by these rules).
 */
export default assemblePortalModule(publication, {
  pages: { 'online/notes': NotesPage },
  reducers: { [NOTES_SLICE_KEY]: notesReducer },
  saga: notesSaga,
  messages: notesMessages,
});
