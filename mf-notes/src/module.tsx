import { definePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { notesMessages } from './i18n/messages';
import { notesReducer, NOTES_SLICE_KEY } from './notes/state/notesSlice';
import { notesSaga } from './notes/state/notesSaga';

const NotesPage = lazy(() => import('./notes/NotesPage').then((m) => ({ default: m.NotesPage })));

/**
 * The notes remote. The route is public so a shared link (`?customerData=...`) opens without login;
 * without the link the page itself asks a logged-out visitor to log in. `roles` states who may use
 * it when logged in (the shell shows it in menus by these rules).
 */
export default definePortalModule({
  id: 'notes',
  routes: [
    {
      endpoint: 'online/notes',
      titleKey: 'notes.title',
      component: NotesPage,
      roles: ['ROLE_USER'],
      public: { whenQueryParam: 'customerData' },
    },
  ],
  reducers: { [NOTES_SLICE_KEY]: notesReducer },
  saga: notesSaga,
  messages: notesMessages,
});
