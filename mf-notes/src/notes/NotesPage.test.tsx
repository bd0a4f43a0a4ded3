import { ApiError, SELF, publicLink, type Subject } from '@portal/shared';
import { renderModule, type RenderModuleOptions } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api';
import notesModule from '../module';
import { NotesPage } from './NotesPage';
import { makeLocation, makeNote } from './state/fixtures';

vi.mock('./api', () => ({
  fetchLocationsWithNotes: vi.fn(),
  addNote: vi.fn(),
  editNote: vi.fn(),
  deleteNote: vi.fn(),
  shareNotes: vi.fn(),
}));

const onlyNote = makeNote({ id: 1, note: 'The only note', createdTime: '2026-01-01T10:00:00.000Z' });
const home = makeLocation({
  locationFk: 100,
  name: 'Kotikatu 1',
  locationCode: '1234567',
  notes: [onlyNote],
});
const cabin = makeLocation({ locationFk: 200, name: 'Mökki', locationCode: '7654321', notes: [] });

/** The subject the shell gives the page: the public link when the address carries one, else the user. */
const subjectOf = (url = ''): Subject => {
  const customerData = new URL(url, 'http://localhost').searchParams.get('customerData');
  return customerData ? publicLink(customerData, 'demo1') : SELF;
};
const renderPage = (options: RenderModuleOptions = {}) =>
  renderModule(notesModule, <NotesPage subject={subjectOf(options.url)} />, options);

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.fetchLocationsWithNotes).mockResolvedValue([home, cabin]);
});

describe('NotesPage', () => {
  it('is framed like every page: a breadcrumb from Home to Notes, one h1 and the share action beside it', async () => {
    renderPage();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Home')).toBeTruthy();
    expect(within(breadcrumb).getByText('Notes').closest('[aria-current="page"]')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = screen.getByRole('heading', { level: 1, name: 'Notes' }).parentElement!;
    expect(within(header).getByRole('button', { name: 'Share link' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Kotikatu 1' });
  });

  it('logged out without a shared link, the page asks to log in', () => {
    renderPage({ user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeTruthy();
    expect(screen.getByText('Log in to see your notes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/demo1/en-US/login');
    expect(api.fetchLocationsWithNotes).not.toHaveBeenCalled();
  });

  it('with ?customerData the notes load through the public calls, without login', async () => {
    renderPage({ user: null, url: '/demo1/en-US/online/notes?customerData=abc.def' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kotikatu 1' })).toBeTruthy();
    expect(api.fetchLocationsWithNotes).toHaveBeenCalledWith({
      kind: 'public',
      customerData: 'abc.def',
      instance: 'demo1',
    });
    expect(screen.getByText('You are viewing notes through a shared link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
  });

  it('a card per location with its name and code', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Kotikatu 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Mökki' })).toBeTruthy();
    expect(screen.getByText('Location code 7654321')).toBeTruthy();
    expect(api.fetchLocationsWithNotes).toHaveBeenCalledWith(SELF);
  });

  it('no locations shows the empty state', async () => {
    vi.mocked(api.fetchLocationsWithNotes).mockResolvedValue([]);
    renderPage();
    expect(
      await screen.findByText('You have no usage places, so there is nothing to note yet.'),
    ).toBeTruthy();
  });

  it('a failed load shows the localized error with retry', async () => {
    vi.mocked(api.fetchLocationsWithNotes)
      .mockRejectedValueOnce(new ApiError({ httpStatusCode: 401, errorCode: 'expired_customer_data' }))
      .mockResolvedValueOnce([home]);
    renderPage({ user: null, url: '/demo1/en-US/online/notes?customerData=old' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The link has expired. Ask for a new link.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kotikatu 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adding a note sends it, closes the dialog and shows the note first in its opened card', async () => {
    const created = makeNote({ id: 9, note: 'Fresh note', createdTime: '2026-05-01T10:00:00.000Z' });
    vi.mocked(api.addNote).mockResolvedValue(created);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note to Kotikatu 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note to Kotikatu 1' });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Fresh note' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.addNote).toHaveBeenCalledWith(
      SELF,
      expect.objectContaining({ locationFk: 100, note: 'Fresh note' }),
    );
    const list = screen.getByRole('list', { name: 'Notes of Kotikatu 1' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Fresh note');
  });

  it('a refused add keeps the dialog open with the typed text and the localized error', async () => {
    vi.mocked(api.addNote).mockRejectedValue(
      new ApiError({ httpStatusCode: 400, errorCode: 'end_date_error' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note to Mökki' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Do not lose me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The end date must be later than the start date.');
    expect((within(dialog).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Do not lose me');
  });

  it('deleting the last note of a location collapses its card', async () => {
    vi.mocked(api.deleteNote).mockResolvedValue(undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Show notes of Kotikatu 1$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Delete note created/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete note?' });
    expect(confirm.textContent).toContain('The only note');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deleteNote).toHaveBeenCalledWith(SELF, 1);
    const toggle = screen.getByRole('button', { name: /Show notes of Kotikatu 1$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('No notes');
  });

  it('a refused delete keeps the confirmation open with the error', async () => {
    vi.mocked(api.deleteNote).mockRejectedValue(
      new ApiError({ httpStatusCode: 404, errorCode: 'note_not_found' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Show notes of Kotikatu 1$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Delete note created/ }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain('The note was not found');
  });

  it('share link shows the public address of the notes page', async () => {
    vi.mocked(api.shareNotes).mockResolvedValue({
      customerData: 'signed.value',
      expiresAt: '2026-06-01T12:00:00.000Z',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to your notes' });
    const input = within(dialog).getByLabelText('Link') as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/demo1/en-US/online/notes?customerData=signed.value`);
  });
});
