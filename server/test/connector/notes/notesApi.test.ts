import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationWithNotes, NoteInput } from '../../../src/connector/notes/schemas.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { allNotes, locationsOf, noteOf, notesClient } from './notesTestClient.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let client: ReturnType<typeof notesClient>;
let customer: string;
let customer2: string;
let nivosCustomer: string;
let customerPlaces: LocationWithNotes[];
let customer2Places: LocationWithNotes[];

const firstPlace = (): LocationWithNotes => {
  const place = customerPlaces[0];
  if (!place) throw new Error('the demo customer has no usage places');
  return place;
};
const input = (overrides: Partial<NoteInput> = {}): NoteInput => ({
  locationFk: firstPlace().locationFk,
  note: 'Lattialämmitys säädetty',
  variant: 'info',
  ...overrides,
});

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  client = notesClient(app);
  customer = await loginAs(app, 'demo1', 'customer');
  customer2 = await loginAs(app, 'demo1', 'customer2');
  nivosCustomer = await loginAs(app, 'nivos', 'customer');
  customerPlaces = locationsOf(await client.list(customer));
  customer2Places = locationsOf(await client.list(customer2));
});

afterAll(async () => {
  await close();
});

describe('GET /connector/v1/notes: a card per location of the user', () => {
  it('lists every usage place mapped to the user, also those without notes', async () => {
    expect(customerPlaces).toHaveLength(3);
    expect(customer2Places).toHaveLength(2);
    expect(customerPlaces.some((place) => place.notes.length === 0)).toBe(true);
    expect(customerPlaces.some((place) => place.notes.length > 0)).toBe(true);
    for (const place of customerPlaces) {
      expect(place).toEqual({
        gridFk: expect.any(Number),
        locationFk: expect.any(Number),
        locationCode: expect.stringMatching(/\S/),
        targetText: expect.stringMatching(/\S/),
        name: expect.any(String),
        notes: expect.any(Array),
      });
      for (const note of place.notes) expect(note.customerCode).toBe('100001');
    }
  });

  it('shows the location fields of the usage place (gridFk, locationCode, address as targetText, name)', async () => {
    const rows = await app.db.query<{
      id: number;
      grid_id: number;
      location_code: string;
      full_address: string;
      name: string;
    }>('SELECT id, grid_id, location_code, full_address, name FROM usage_places WHERE id = $1', [
      firstPlace().locationFk,
    ]);
    const row = rows[0];
    expect(row).toBeDefined();
    expect(firstPlace()).toMatchObject({
      gridFk: row?.grid_id,
      locationCode: row?.location_code,
      targetText: row?.full_address,
      name: row?.name,
    });
  });

  it("a user's list never holds another customer's usage places", () => {
    const mine = new Set(customerPlaces.map((place) => place.locationFk));
    expect(customer2Places.filter((place) => mine.has(place.locationFk))).toEqual([]);
  });

  it('notes are sorted newest first (by created time, then by id)', async () => {
    const a = noteOf(await client.create(customer, input({ note: 'first of two' })));
    const b = noteOf(await client.create(customer, input({ note: 'second of two' })));
    const place = locationsOf(await client.list(customer)).find(
      (p) => p.locationFk === firstPlace().locationFk,
    );
    const notes = place?.notes ?? [];
    expect(notes.map((n) => n.id).indexOf(b.id)).toBeLessThan(notes.map((n) => n.id).indexOf(a.id));
    for (let i = 1; i < notes.length; i += 1) {
      const previous = notes[i - 1]!;
      const current = notes[i]!;
      const order = previous.createdTime.localeCompare(current.createdTime) || previous.id - current.id;
      expect(order).toBeGreaterThan(0);
    }
  });

  it('without a token the list is refused with 401 invalid_token', async () => {
    const response = await client.list(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('a tampered token is refused with 401 invalid_token', async () => {
    const [header, payload, signature] = customer.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const response = await client.list(`${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it("another instance's token sees only its own instance's usage places", async () => {
    const nivosPlaces = locationsOf(await client.list(nivosCustomer));
    const demo1Ids = new Set(customerPlaces.map((place) => place.locationFk));
    expect(nivosPlaces.length).toBeGreaterThan(0);
    expect(nivosPlaces.filter((place) => demo1Ids.has(place.locationFk))).toEqual([]);
  });
});

describe('POST /connector/v1/notes: add a note', () => {
  it('adds a note to the user’s location with server-set created time, 201 and the note', async () => {
    const before = Date.now();
    const note = noteOf(
      await client.create(
        customer,
        input({
          note: 'Aurinkopaneelit tilattu',
          variant: 'warning',
          dueDate: '2026-05-01T09:00:00Z',
          startDate: '2026-04-01T06:00:00.000Z',
          endDate: '2026-04-02T06:00:00+03:00',
        }),
      ),
    );
    expect(note).toEqual({
      id: expect.any(Number),
      gridFk: firstPlace().gridFk,
      customerCode: '100001',
      note: 'Aurinkopaneelit tilattu',
      createdTime: expect.any(String),
      editedTime: null,
      variant: 'warning',
      dueDate: '2026-05-01T09:00:00.000Z',
      startDate: '2026-04-01T06:00:00.000Z',
      endDate: '2026-04-02T03:00:00.000Z',
      createdBy: 'customer',
    });
    expect(new Date(note.createdTime).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(note.createdTime).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const listed = allNotes(locationsOf(await client.list(customer)));
    expect(listed.find((n) => n.id === note.id)).toEqual(note);
  });

  it('keeps the createdBy the user typed', async () => {
    const note = noteOf(await client.create(customer, input({ createdBy: 'Matti Meikäläinen' })));
    expect(note.createdBy).toBe('Matti Meikäläinen');
  });

  it('a created time sent by the client is refused, the server sets it', async () => {
    const response = await client.create(customer, { ...input(), createdTime: '2000-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validations_fail' });
  });

  it("adding a note to another customer's location is refused with 404 location_not_found", async () => {
    const theirs = customer2Places[0];
    expect(theirs).toBeDefined();
    const response = await client.create(customer, input({ locationFk: theirs!.locationFk }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'location_not_found' });
    const theirNotes = locationsOf(await client.list(customer2)).find(
      (p) => p.locationFk === theirs!.locationFk,
    );
    expect(theirNotes?.notes.some((n) => n.note === input().note && n.customerCode === '100001')).toBe(false);
  });

  it("adding a note to another instance's location is refused with 404 location_not_found", async () => {
    const response = await client.create(nivosCustomer, input());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'location_not_found' });
  });

  it('without a token adding is refused with 401 invalid_token', async () => {
    const response = await client.create(null, input());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('validation of a note on the server', () => {
  const refused = async (body: Record<string, unknown> | string, code: string) => {
    const response = await client.create(customer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: code });
  };

  it('an end date not later than the start date is refused with end_date_error', async () => {
    await refused(
      { ...input(), startDate: '2026-04-02T10:00:00Z', endDate: '2026-04-01T10:00:00Z' },
      'end_date_error',
    );
    await refused(
      { ...input(), startDate: '2026-04-02T10:00:00Z', endDate: '2026-04-02T10:00:00Z' },
      'end_date_error',
    );
  });

  it('a note longer than 1000 characters is refused with validations_fail', async () => {
    await refused({ ...input(), note: 'x'.repeat(1001) }, 'validations_fail');
    noteOf(await client.create(customer, input({ note: 'y'.repeat(1000) })));
  });

  it('createdBy longer than 64 characters is refused with validations_fail', async () => {
    await refused({ ...input(), createdBy: 'c'.repeat(65) }, 'validations_fail');
  });

  it('a blank note is refused with validations_fail (note is required)', async () => {
    await refused({ ...input(), note: '   ' }, 'validations_fail');
    await refused({ ...input(), note: '' }, 'validations_fail');
    const { note: _omitted, ...withoutNote } = input();
    await refused(withoutNote, 'validations_fail');
  });

  it('an unknown field is refused with 400 validations_fail, not 500', async () => {
    await refused({ ...input(), color: 'red' }, 'validations_fail');
  });

  it('a variant outside other, success, info, warning and error is refused with validations_fail', async () => {
    await refused({ ...input(), variant: 'critical' }, 'validations_fail');
  });

  it('a date that is not ISO 8601 is refused with validations_fail', async () => {
    await refused({ ...input(), dueDate: '1.5.2026' }, 'validations_fail');
    await refused({ ...input(), startDate: '2026-02-30T10:00:00Z' }, 'validations_fail');
  });

  it('wrong types and a body that is not JSON are refused with 400, not 500', async () => {
    const wrongType = await client.create(customer, { ...input(), locationFk: 'abc' });
    expect(wrongType.statusCode).toBe(400);
    const notJson = await client.create(customer, '{"note": ');
    expect(notJson.statusCode).toBe(400);
    const array = await client.create(customer, '[]');
    expect(array.statusCode).toBe(400);
  });
});

describe('PUT /connector/v1/notes/{id}: edit a note', () => {
  it('changes the note, sets the edited time and keeps the created time and author', async () => {
    const created = noteOf(await client.create(customer, input({ note: 'ennen' })));
    const updated = noteOf(
      await client.update(
        customer,
        created.id,
        input({ note: 'jälkeen', variant: 'success', dueDate: '2026-06-01T12:00:00Z' }),
      ),
      200,
    );
    expect(updated).toMatchObject({
      id: created.id,
      note: 'jälkeen',
      variant: 'success',
      dueDate: '2026-06-01T12:00:00.000Z',
      createdTime: created.createdTime,
      createdBy: 'customer',
    });
    expect(updated.editedTime).not.toBeNull();
    expect(new Date(updated.editedTime!).getTime()).toBeGreaterThanOrEqual(
      new Date(created.createdTime).getTime(),
    );
  });

  it("moves a note to another of the user's own locations", async () => {
    const other = customerPlaces[1]!;
    const created = noteOf(await client.create(customer, input({ note: 'siirrettävä' })));
    noteOf(
      await client.update(customer, created.id, input({ note: 'siirrettävä', locationFk: other.locationFk })),
      200,
    );
    const place = locationsOf(await client.list(customer)).find((p) => p.locationFk === other.locationFk);
    expect(place?.notes.some((n) => n.id === created.id)).toBe(true);
  });

  it('an end date before the start date is refused with end_date_error and the note is unchanged', async () => {
    const created = noteOf(await client.create(customer, input({ note: 'pysyy' })));
    const response = await client.update(
      customer,
      created.id,
      input({ note: 'muuttuisi', startDate: '2026-01-02T00:00:00Z', endDate: '2026-01-01T00:00:00Z' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'end_date_error' });
    expect(allNotes(locationsOf(await client.list(customer))).find((n) => n.id === created.id)?.note).toBe(
      'pysyy',
    );
  });

  it("customer2 cannot edit customer's note: 404 note_not_found and the note is unchanged", async () => {
    const created = noteOf(await client.create(customer, input({ note: 'asiakkaan oma' })));
    const response = await client.update(
      customer2,
      created.id,
      input({ locationFk: customer2Places[0]!.locationFk, note: 'kaapattu' }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'note_not_found' });
    expect(allNotes(locationsOf(await client.list(customer))).find((n) => n.id === created.id)?.note).toBe(
      'asiakkaan oma',
    );
  });

  it("customer2 cannot read customer's note", async () => {
    const created = noteOf(await client.create(customer, input({ note: 'yksityinen' })));
    expect(allNotes(locationsOf(await client.list(customer2))).some((n) => n.id === created.id)).toBe(false);
  });

  it("moving one's note to another customer's location is refused with 404 location_not_found", async () => {
    const created = noteOf(await client.create(customer, input({ note: 'paikallaan' })));
    const response = await client.update(
      customer,
      created.id,
      input({ locationFk: customer2Places[0]!.locationFk }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'location_not_found' });
    const place = locationsOf(await client.list(customer)).find(
      (p) => p.locationFk === firstPlace().locationFk,
    );
    expect(place?.notes.some((n) => n.id === created.id)).toBe(true);
  });

  it('a token of another instance cannot edit a demo1 note (nivos token, demo1 note id): 404', async () => {
    const created = noteOf(await client.create(customer, input({ note: 'demo1 only' })));
    const nivosPlace = locationsOf(await client.list(nivosCustomer))[0]!;
    const response = await client.update(
      nivosCustomer,
      created.id,
      input({ locationFk: nivosPlace.locationFk }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'note_not_found' });
  });

  it('an id that does not exist is 404 note_not_found; a malformed id is 400', async () => {
    const missing = await client.update(customer, 2147483647, input());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'note_not_found' });
    const huge = await client.update(customer, '99999999999', input());
    expect(huge.statusCode).toBe(404);
    const malformed = await client.update(customer, 'abc', input());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validations_fail' });
  });

  it('without a token editing is refused with 401 invalid_token', async () => {
    const response = await client.update(null, 1, input());
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /connector/v1/notes/{id}: delete a note', () => {
  it('deletes the note: 204, then it is gone and a second delete is 404', async () => {
    const created = noteOf(await client.create(customer, input({ note: 'poistettava' })));
    const response = await client.remove(customer, created.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(allNotes(locationsOf(await client.list(customer))).some((n) => n.id === created.id)).toBe(false);
    const again = await client.remove(customer, created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'note_not_found' });
  });

  it("customer2 cannot delete customer's note: 404 note_not_found and the note stays", async () => {
    const created = noteOf(await client.create(customer, input({ note: 'ei poisteta' })));
    const response = await client.remove(customer2, created.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'note_not_found' });
    expect(allNotes(locationsOf(await client.list(customer))).some((n) => n.id === created.id)).toBe(true);
  });

  it('a token of another instance cannot delete a demo1 note (nivos token, demo1 note id): 404', async () => {
    const created = noteOf(await client.create(customer, input({ note: 'demo1 pysyy' })));
    const response = await client.remove(nivosCustomer, created.id);
    expect(response.statusCode).toBe(404);
    expect(allNotes(locationsOf(await client.list(customer))).some((n) => n.id === created.id)).toBe(true);
  });

  it('without a token deleting is refused with 401 invalid_token', async () => {
    const created = noteOf(await client.create(customer, input({ note: 'ei tokenia' })));
    const response = await client.remove(null, created.id);
    expect(response.statusCode).toBe(401);
    expect(allNotes(locationsOf(await client.list(customer))).some((n) => n.id === created.id)).toBe(true);
  });
});

describe('the notes need ROLE_USER', () => {
  it.each(['metercontrol'])(
    'a user without ROLE_USER (%s) is refused with 403 no_permission',
    async (username) => {
      const token = await loginAs(app, 'demo1', username);
      for (const response of [
        await client.list(token),
        await client.create(token, input()),
        await client.update(token, 1, input()),
        await client.remove(token, 1),
        await client.share(token),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'no_permission' });
      }
    },
  );
});

describe('calls as the browser makes them (token cookie, own Origin, JSON content type)', () => {
  const browser = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      cookies: { token: customer },
      headers: { origin: 'http://localhost:8080', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('adds, edits, shares and deletes with the session cookie; DELETE carries no body', async () => {
    const created = noteOf(await browser('POST', '/connector/v1/notes', input({ note: 'evästeellä' })));
    noteOf(
      await browser('PUT', `/connector/v1/notes/${created.id}`, input({ note: 'evästeellä muokattu' })),
      200,
    );
    const share = await browser('POST', '/connector/v1/notes/share', {});
    expect(share.statusCode).toBe(200);
    const emptyShare = await browser('POST', '/connector/v1/notes/share');
    expect(emptyShare.statusCode).toBe(200);
    const removed = await browser('DELETE', `/connector/v1/notes/${created.id}`);
    expect(removed.statusCode).toBe(204);
  });
});

describe('OpenAPI', () => {
  it('describes every notes endpoint', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/connector/v1/notes',
        '/connector/v1/notes/{id}',
        '/connector/v1/notes/share',
        '/connector/v1/public/notes',
        '/connector/v1/public/notes/{id}',
      ]),
    );
  });
});
