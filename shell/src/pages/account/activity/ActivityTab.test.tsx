import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataAccessEntry, PageOf } from '@portal/shared';
import { deferred, mockFetch, renderModule } from '@portal/shared/testing';
import { shellMessages } from '../../../i18n/shellMessages';
import { ActivityTab } from './ActivityTab';

const module = { messages: shellMessages };
/** the table's view is a lazily loaded chunk: slow on a busy machine */
const LAZY = { timeout: 10_000 };
const url = '/demo1/en-US/account/activity';
const first = '/connector/v1/dataAccessLog?page=0&pageSize=50';

const entry = (extra: Partial<DataAccessEntry> = {}): DataAccessEntry => ({
  at: '2026-11-18T10:00:00.000Z',
  actorRole: 'ROLE_SERVANT',
  action: 'reports.read',
  reasonCode: 'customer_request',
  reasonText: null,
  ...extra,
});
const pageOf = (
  items: DataAccessEntry[],
  total = items.length,
  page = 0,
): { body: PageOf<DataAccessEntry> } => ({
  body: { items, total, page, pageSize: 50 },
});

const dataRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => vi.unstubAllGlobals());

describe("account/activity: 'Who has viewed my data'", { timeout: 30_000 }, () => {
  it('lists what staff did, newest first as the server sends it: Helsinki time, role, action and reason', async () => {
    const server = mockFetch({
      [first]: () =>
        pageOf([
          entry({ at: '2026-11-18T10:00:00.000Z', action: 'ssn.reveal', actorRole: 'ROLE_ADMIN' }),
          entry({
            at: '2026-11-17T22:30:00.000Z',
            action: 'reports.read',
            reasonCode: 'other',
            reasonText: 'Soitti ja pyysi tarkistamaan lukemat',
          }),
          entry({
            at: '2026-11-01T08:00:00.000Z',
            action: 'user.role.add',
            reasonCode: null,
            actorRole: null,
          }),
        ]),
    });
    renderModule(module, <ActivityTab />, { url });
    expect(await screen.findByRole('table', { name: 'Staff access to my data' }, LAZY)).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    // 10:00 UTC is 12:00 in Helsinki (EET), 22:30 UTC on the 17th is 00:30 on the 18th
    expect(dataRows()).toEqual([
      ['11/18/2026, 12:00 PM', 'Administrator', 'Revealed your personal identity code', 'Customer request'],
      [
        '11/18/2026, 12:30 AM',
        'Customer servant',
        'Viewed your consumption reports',
        'Other reason: Soitti ja pyysi tarkistamaan lukemat',
      ],
      ['11/1/2026, 10:00 AM', 'Staff member', 'Added a role', 'Not given'],
    ]);
    expect(server.callsTo(first)).toHaveLength(1);
    expect(server.calls[0]?.method).toBe('GET');
  });

  it('in Finnish: the time, role, action and reason in the page language', async () => {
    mockFetch({ [first]: () => pageOf([entry({ action: 'locations.add', reasonCode: 'complaint' })]) });
    renderModule(module, <ActivityTab />, { url: '/demo1/fi-FI/account/activity', language: 'fi-FI' });
    await screen.findByRole('table', { name: 'Tietojeni käsittelykerrat' }, LAZY);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(dataRows()[0]).toEqual([
      '18.11.2026 klo 12.00',
      'Asiakaspalvelija',
      'Lisäsi käyttöpaikan',
      'Reklamaatio',
    ]);
  });

  it('an action without its own text shows its code under other processing', async () => {
    mockFetch({ [first]: () => pageOf([entry({ action: 'meters.read' })]) });
    renderModule(module, <ActivityTab />, { url });
    await screen.findByRole('table', undefined, LAZY);
    await waitFor(() => expect(dataRows()[0]?.[2]).toBe('Other processing (meters.read)'));
  });

  it('says that no staff member has opened the data when the log is empty', async () => {
    mockFetch({ [first]: () => pageOf([]) });
    renderModule(module, <ActivityTab />, { url });
    expect(await screen.findByText('No staff member has opened your data.', undefined, LAZY)).toBeTruthy();
  });

  it('shows a loading indicator while the first page comes', async () => {
    const answer = deferred<{ body: PageOf<DataAccessEntry> }>();
    mockFetch({ [first]: () => answer.promise });
    renderModule(module, <ActivityTab />, { url });
    expect(await screen.findByRole('progressbar', { name: 'Loading rows…' }, LAZY)).toBeTruthy();
    expect(screen.queryByText('No staff member has opened your data.')).toBeNull();
    answer.resolve(pageOf([entry()]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(dataRows()).toHaveLength(1);
  });

  it("a failed call shows the catalogue's message, and retry asks again", async () => {
    let fail = true;
    const server = mockFetch({
      [first]: () => (fail ? { status: 500, body: { error: 'general_error' } } : pageOf([entry()])),
    });
    renderModule(module, <ActivityTab />, { url });
    const alert = await screen.findByRole('alert', undefined, LAZY);
    expect(alert.textContent).toContain('Something went wrong. Please try again later.');
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', undefined, LAZY);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(server.callsTo(first)).toHaveLength(2);
  });

  it("pages through the server's log: the next page and another page size are asked for", async () => {
    const items = Array.from({ length: 50 }, (_, i) =>
      entry({ at: new Date(Date.UTC(2026, 10, 18, 10, 0) - i * 60_000).toISOString() }),
    );
    const server = mockFetch({
      [first]: () => pageOf(items, 120),
      '/connector/v1/dataAccessLog?page=1&pageSize=50': () =>
        pageOf([entry({ action: 'billing.read' })], 120, 1),
      '/connector/v1/dataAccessLog?page=0&pageSize=100': () => ({
        body: { items: [entry({ action: 'user.update' })], total: 120, page: 0, pageSize: 100 },
      }),
    });
    renderModule(module, <ActivityTab />, { url });
    const pager = await screen.findByRole('navigation', { name: 'Table pages' }, LAZY);
    await waitFor(() => expect(within(pager).getByText('Page 1 of 3 (120 rows)')).toBeTruthy());
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(dataRows()[0]?.[2]).toBe('Viewed your invoices or contracts'), LAZY);
    expect(within(pager).getByText('Page 2 of 3 (120 rows)')).toBeTruthy();
    fireEvent.change(within(pager).getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '100' },
    });
    await waitFor(() => expect(dataRows()[0]?.[2]).toBe('Changed your account details'), LAZY);
    expect(server.callsTo('/connector/v1/dataAccessLog?page=0&pageSize=100')).toHaveLength(1);
  });
});
