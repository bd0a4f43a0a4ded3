import { expectPortalModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import notesModule from './module';
import { notesMessages } from './i18n/messages';
import { notesActions, notesReducer } from './notes/state/notesSlice';
import { notesSaga } from './notes/state/notesSaga';

describe('notes module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(notesModule);
  });

  it('declares online/notes for ROLE_USER, public only with a customerData link, titled notes.title', () => {
    expect(notesModule.id).toBe('notes');
    expect(notesModule.routes).toHaveLength(1);
    expect(notesModule.routes[0]).toMatchObject({
      endpoint: 'online/notes',
      titleKey: 'notes.title',
      roles: ['ROLE_USER'],
      public: { whenQueryParam: 'customerData' },
    });
  });

  it('contributes its reducer under the module id, its saga and its messages', () => {
    expect(notesModule.reducers).toEqual({ notes: notesReducer });
    // declared as a slice, so expectPortalModule checks every action type is 'notes/<action>'
    expect(notesModule.slices).toEqual({ notes: { reducer: notesReducer, actions: notesActions } });
    expect(notesModule.saga).toBe(notesSaga);
    expect(notesModule.messages).toBe(notesMessages);
    expect(notesModule.messages['fi-FI']['notes.title']).toBe('Muistiinpanot');
  });
});
