import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuSection } from '@portal/instances';
import { apiRequest, definePortalModule } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';
import sessionTexts from './i18n/fi-FI.json';
import { sessionActions } from './sessionSlice';

const menu: MenuSection[] = [
  {
    id: 'online',
    entries: [
      {
        type: 'item',
        id: 'notes',
        labelKey: 'shell.menu.notes',
        endpoint: 'online/notes',
        roles: ['ROLE_USER'],
      },
    ],
  },
];

/** A remote's page that calls its API and shows its own error, as the notes page does. */
function NotesPage() {
  const [failed, setFailed] = useState(false);
  const save = () =>
    void apiRequest({ method: 'POST', path: '/connector/v1/notes' }).catch(() => setFailed(true));
  return (
    <>
      <p>{failed ? 'session expired, retry' : 'notes page'}</p>
      <button onClick={save}>Tallenna</button>
    </>
  );
}

const notesModule = definePortalModule({
  id: 'notes',
  routes: [
    { endpoint: 'online/notes', titleKey: 'test.notes.title', roles: ['ROLE_USER'], component: NotesPage },
  ],
  messages: {
    'fi-FI': { 'test.notes.title': 'Muistiinpanot' },
    'sv-FI': { 'test.notes.title': 'Anteckningar' },
    'en-US': { 'test.notes.title': 'Notes' },
  },
});

const instance = testInstance({ menu });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('an invalid or removed session on any page (spec customer-area section 4)', () => {
  it("a module's API call answered 401 invalid_token clears the session and goes to login with 'access token removed'", async () => {
    const { fetchMock, portalStore } = await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: testUser({ firstName: 'Maija', lastName: 'Meikäläinen' }),
      modules: { notes: notesModule },
    });
    const server = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/connector/v1/notes'
        ? new Response(JSON.stringify({ error: 'invalid_token' }), { status: 401 })
        : server(input, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/login'), { timeout: 5_000 });
    expect(
      await screen.findByText(sessionTexts['shell.session.accessTokenRemoved'], undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    // the header never shows a user whose session the server refused
    expect(screen.queryByRole('button', { name: /Käyttäjävalikko/ })).toBeNull();
    expect(portalStore.store.getState().session).toMatchObject({ status: 'loggedOut', user: null });
  }, 20_000);

  it('coming back online checks the session with the server', async () => {
    const { dispatched } = await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: testUser(),
      modules: { notes: notesModule },
    });
    const checks = () => dispatched.filter((type) => type === sessionActions.checkRequested.type).length;
    const before = checks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(checks()).toBe(before + 1);
  });
});
