import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { definePortalModule, type ModulePageProps } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';

function SubjectProbe({ subject }: ModulePageProps) {
  return <output data-testid="subject">{JSON.stringify(subject)}</output>;
}

const notesModule = definePortalModule({
  id: 'notes',
  routes: [
    {
      endpoint: 'online/notes',
      titleKey: 'notes.title',
      roles: ['ROLE_USER'],
      public: { whenQueryParam: 'customerData' },
      component: SubjectProbe,
    },
  ],
  messages: {
    'fi-FI': { 'notes.title': 'Muistiinpanot' },
    'sv-FI': { 'notes.title': 'Anteckningar' },
    'en-US': { 'notes.title': 'Notes' },
  },
});
const instance = testInstance({
  menu: [
    {
      id: 's',
      entries: [{ type: 'item', id: 'notes', labelKey: 'shell.menu.notes', endpoint: 'online/notes' }],
    },
  ],
  modules: [{ id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' }],
});
const subject = async () => JSON.parse((await screen.findByTestId('subject')).textContent ?? 'null');

afterEach(() => vi.unstubAllGlobals());

describe('the subject the shell gives a module page', () => {
  it('the signed-in user on a plain address', async () => {
    await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: testUser(),
      modules: { notes: notesModule },
    });
    expect(await subject()).toEqual({ kind: 'self' });
  });

  it("the public link when the address carries the route's parameter, logged in or not", async () => {
    await renderPortal('/demo1/fi-FI/online/notes?customerData=signed.v', {
      instance,
      user: null,
      modules: { notes: notesModule },
    });
    expect(await subject()).toEqual({ kind: 'public', customerData: 'signed.v', instance: 'demo1' });
  });
});
