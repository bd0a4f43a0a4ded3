import { SELF } from '@portal/shared';
import { mockFetch, renderModule, testUser } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import adminModule from '../module';
import { MeterReadingReviewsPage } from './MeterReadingReviewsPage';
import { entryOf, reviewItem } from './testing/fixtures';

const LIST = '/connector/v1/admin/meter-readings/reviews';
const PENDING = `${LIST}?status=pending`;
const ACCEPTED = `${LIST}?status=accepted`;
const servant = testUser({ username: 'servant', roles: ['ROLE_SERVANT', 'ROLE_USER'] });

const renderPage = (language: 'en-US' | 'fi-FI' = 'en-US') =>
  renderModule(adminModule, <MeterReadingReviewsPage subject={SELF} />, {
    url: `/demo1/${language}/admin/meter-reading-reviews`,
    user: servant,
    language,
  });

const first = reviewItem();
const second = reviewItem({
  id: 'r2',
  customerCode: '100002',
  customerName: 'Virtanen Ville',
  locationCode: '2000009',
  locationAddress: 'Toinen tie 2, 00100 Helsinki',
  registerId: 'E1',
  unit: 'kWh',
  entry: entryOf({
    key: 1_763_287_200,
    value: 99,
    note: null,
    isoTimestamp: '2025-11-16T10:00:00+02:00',
    kind: 'meterChange',
    review: { status: 'pending', flags: ['aboveNext', 'outsideExpected'], reason: null, decidedAt: null },
    hasPhoto: true,
  }),
  previous: null,
});

const table = () => screen.findByRole('table', { name: 'Readings waiting for review' }, { timeout: 15_000 });
const rowOf = async (text: string) => {
  const row = within(await table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

describe('MeterReadingReviewsPage', () => {
  it('lists the pending readings with customer, place, register, value, previous, time, flags, note and photo', async () => {
    const api = mockFetch({ [PENDING]: () => ({ body: [first, second] }) });
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const one = await rowOf('Meikäläinen Maija');
    expect(one.textContent).toContain('Meikäläinen Maija (100001)');
    expect(one.textContent).toContain('2000001');
    expect(one.textContent).toContain('Kotikatu 1, 33100 Tampere');
    expect(one.textContent).toContain('W1');
    expect(one.textContent).toContain('1234.5 m³');
    expect(one.textContent).toContain('1300 m³ (10/9/2025, 08:53)');
    expect(one.textContent).toContain('11/15/2025, 08:00');
    expect(one.textContent).toContain('Below the previous reading');
    expect(one.textContent).toContain('Mittari vaihdettiin syksyllä');
    expect(within(one).queryByRole('button', { name: /Photo of the meter/ })).toBeNull();

    const two = await rowOf('Virtanen Ville');
    expect(two.textContent).toContain('99 kWh');
    expect(two.textContent).toContain('None');
    expect(two.textContent).toContain('Above the next reading');
    expect(two.textContent).toContain('Outside the expected range');
    expect(two.textContent).toContain('Customer: new meter');
    expect(within(two).getByRole('button', { name: /Photo of the meter, reading of 2000009/ })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual([PENDING]);
    expect(screen.getByRole('tab', { name: 'Waiting for review' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('accept sends the decision and the row leaves the pending list with a success message', async () => {
    const api = mockFetch({
      [PENDING]: () => ({ body: [first, second] }),
      [`${LIST}/r1`]: (call) => ({
        body: { ...first, entry: { ...first.entry, review: { ...first.entry.review, status: 'accepted' } } },
        status: call.method === 'POST' ? 200 : 405,
      }),
    });
    renderPage();
    const row = await rowOf('Meikäläinen Maija');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Accept the reading of 2000001 at 11/15/2025, 08:00' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Accepted the reading of 2000001 at 11/15/2025, 08:00.',
    );
    const post = api.callsTo(`${LIST}/r1`)[0];
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ decision: 'accept', reason: null });
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByText('Meikäläinen Maija (100001)')).toBeNull();
    expect(screen.getByText('Virtanen Ville (100002)')).toBeTruthy();
  });

  it('reject asks for a reason: none is refused, a reason is sent and the row leaves the list', async () => {
    const api = mockFetch({
      [PENDING]: () => ({ body: [first] }),
      [`${LIST}/r1`]: () => ({ body: first }),
    });
    renderPage();
    const row = await rowOf('Meikäläinen Maija');
    fireEvent.click(within(row).getByRole('button', { name: /^Reject the reading of 2000001/ }));
    const dialog = await screen.findByRole('dialog', { name: /Reject the reading of 2000001/ });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason.getAttribute('maxlength')).toBe('500');

    fireEvent.change(reason, { target: { value: '   ' } });
    // tabster may leave aria-hidden on the dialog in jsdom: its button found by text
    fireEvent.click(within(dialog).getByText('Reject reading'));
    expect(await within(dialog).findByText('Give the reason for rejecting.')).toBeTruthy();
    expect(api.callsTo(`${LIST}/r1`)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' The photo shows 1334,5, not 1234,5. ' } });
    fireEvent.click(within(dialog).getByText('Reject reading'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`${LIST}/r1`)[0]?.body).toEqual({
      decision: 'reject',
      reason: 'The photo shows 1334,5, not 1234,5.',
    });
    expect((await screen.findByRole('status')).textContent).toContain('Rejected the reading of 2000001');
    expect(await screen.findByText('No readings are waiting for review.')).toBeTruthy();
  });

  it('a reason over 500 characters is refused in the dialog', async () => {
    const api = mockFetch({ [PENDING]: () => ({ body: [first] }) });
    renderPage();
    fireEvent.click(within(await rowOf('Meikäläinen Maija')).getByRole('button', { name: /^Reject the/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.click(within(dialog).getByText('Reject reading'));
    expect(await within(dialog).findByText('Write at most 500 characters.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a failed decision keeps the row and shows the catalogue message', async () => {
    mockFetch({
      [PENDING]: () => ({ body: [first] }),
      [`${LIST}/r1`]: () => ({ status: 401 }),
    });
    renderPage();
    fireEvent.click(within(await rowOf('Meikäläinen Maija')).getByRole('button', { name: /^Accept the/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The decision could not be saved');
    expect(alert.textContent).toContain('Access denied.');
    expect(screen.getByText('Meikäläinen Maija (100001)')).toBeTruthy();
  });

  it('a reading someone else decided first leaves the list with a warning', async () => {
    mockFetch({
      [PENDING]: () => ({ body: [first, second] }),
      [`${LIST}/r1`]: () => ({ status: 409, body: { error: 'review_already_decided' } }),
    });
    renderPage();
    fireEvent.click(within(await rowOf('Meikäläinen Maija')).getByRole('button', { name: /^Accept the/ }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Someone else has already decided on the reading of 2000001 at 11/15/2025, 08:00; it is no longer waiting.',
    );
    await waitFor(() => expect(screen.queryByText('Meikäläinen Maija (100001)')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a list that fails to load shows the error with a retry that loads it again', async () => {
    let fail = true;
    const api = mockFetch({ [PENDING]: () => (fail ? { status: 401 } : { body: [first] }) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The readings could not be loaded');
    expect(alert.textContent).toContain('Access denied.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Meikäläinen Maija')).toBeTruthy();
    expect(api.callsTo(PENDING)).toHaveLength(2);
  });

  it('the accepted tab lists decided readings with the reason and time, without decision buttons', async () => {
    const decided = reviewItem({
      id: 'r9',
      entry: entryOf({
        review: {
          status: 'accepted',
          flags: ['outsideExpected'],
          reason: 'Checked from the photo',
          decidedAt: '2025-11-17T09:30:00Z',
        },
      }),
    });
    mockFetch({ [PENDING]: () => ({ body: [] }), [ACCEPTED]: () => ({ body: [decided] }) });
    renderPage();
    expect(await screen.findByText('No readings are waiting for review.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    const accepted = await screen.findByRole('table', { name: 'Accepted readings' }, { timeout: 15_000 });
    expect(accepted.textContent).toContain('Checked from the photo – 11/17/2025, 09:30');
    expect(within(accepted).queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('the photo opens in a dialog, read with the customer as Target-User', async () => {
    const photoPath =
      '/connector/v1/admin/meter-readings/photo?locationCode=2000009&registerId=E1&key=1763287200';
    const api = mockFetch({ [PENDING]: () => ({ body: [second] }) });
    renderPage();
    const row = await rowOf('Virtanen Ville');
    // mockFetch answers JSON; the photo comes as an image
    api.fetchMock.mockImplementationOnce(
      async () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }),
    );
    fireEvent.click(within(row).getByRole('button', { name: /Photo of the meter/ }));
    const dialog = await screen.findByRole('dialog', { name: /Photo of the meter, reading of 2000009/ });
    const image = await within(dialog).findByRole('img', { hidden: true });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
    expect(image.getAttribute('alt')).toMatch(/^Photo of the meter, reading of 2000009/);
    const [path, init] = api.fetchMock.mock.calls.at(-1) ?? [];
    expect(path).toBe(photoPath);
    expect((init?.headers as Record<string, string>)['Target-User']).toBe(second.userSub);
  });

  it('a photo the server cannot give says so in the dialog', async () => {
    mockFetch({ [PENDING]: () => ({ body: [second] }) });
    renderPage();
    fireEvent.click(
      within(await rowOf('Virtanen Ville')).getByRole('button', { name: /Photo of the meter/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toContain(
      'The photo could not be loaded',
    );
  });

  it('speaks Finnish on a Finnish page', async () => {
    mockFetch({ [PENDING]: () => ({ body: [first] }) });
    renderPage('fi-FI');
    const finnish = await screen.findByRole(
      'table',
      { name: 'Tarkastusta odottavat lukemat' },
      { timeout: 15_000 },
    );
    expect(finnish.textContent).toContain('Pienempi kuin edellinen lukema');
    expect(finnish.textContent).toContain('1234,5 m³');
  });
});
