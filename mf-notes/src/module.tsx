import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { notesMessages } from './i18n/messages';
import publication from './module.json';
import { notesActions, notesReducer, NOTES_SLICE_KEY } from './notes/state/notesSlice';
import { notesSaga } from './notes/state/notesSaga';

const NotesPage = lazy(() => import('./notes/NotesPage').then((m) => ({ default: m.NotesPage })));

/**
 * The notes remote. Its routes' data is in module.json (published to the shell as portal-module.json):
 * the route is public with a `customerData` link, so a shared link opens without login; `roles` states
 * who may use it when logged in (the shell shows it in menus by these rules).
 */
export default assemblePortalModule(publication, {
  pages: { 'online/notes': NotesPage },
  // the slice, not only its reducer: the contract check reads its action types
  slices: { [NOTES_SLICE_KEY]: { reducer: notesReducer, actions: notesActions } },
  saga: notesSaga,
  messages: notesMessages,
});
