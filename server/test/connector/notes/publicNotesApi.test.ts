import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCustomerData } from '../../../src/connector/customerData.js';
import type { LocationWithNotes, NoteInput } from '../../../src/connector/notes/schemas.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { allNotes, locationsOf, noteOf, notesClient } from './notesTestClient.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let client: ReturnType<typeof notesClient>;
let customer: string;
let customer2: string;
/** customerData of demo1 customer 100001, made by the share call */
let shared: string;
let customerPlaces: LocationWithNotes[];
let customer2Places: LocationWithNotes[];

const input = (overrides: Partial<NoteInput> = {}): NoteInput => ({
  locationFk: customerPlaces[0]!.locationFk,
  note: 'Julkiselta sivulta',
  variant: 'other',
  ...overrides,
});

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  client = notesClient(app);
  customer = await loginAs(app, 'demo1', 'customer');
  customer2 = await loginAs(app, 'demo1', 'customer2');
  customerPlaces = locationsOf(await client.list(customer));
  customer2Places = locationsOf(await client.list(customer2));
  const response = await client.share(customer);
  expect(response.statusCode).toBe(200);
  shared = response.json<{ customerData: string }>().customerData;
});

afterAll(async () => {
  await close();
});

describe('POST /connector/v1/notes/share: the signed customerData of the public notes page', () => {
  it("gives a compact signed value for the caller's customer that expires in 30 days", async () => {
    const before = Date.now();
    const response = await client.share(customer);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ customerData: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(['customerData', 'expiresAt']);
    expect(body.customerData).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const days = (new Date(body.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const payload = JSON.parse(
      Buffer.from(body.customerData.split('.')[0]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ i: 'demo1', c: '100001' });
  });

  it('without a token sharing is refused with 401 invalid_token', async () => {
    const response = await client.share(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it("asking for another customer's customerData is refused with 404 customer_not_found", async () => {
    const response = await client.share(customer, { customerNumber: '100002' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'customer_not_found' });
  });

  it('an unknown field in the share body is refused with 400 validations_fail', async () => {
    const response = await client.share(customer, { instance: 'nivos' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validations_fail' });
  });
});

describe('the public notes page (X-Customer-Data, no login)', () => {
  it("lists the customer's usage places with their notes, the same as the logged-in customer sees", async () => {
    const locations = locationsOf(await client.publicList(shared, 'demo1'));
    const loggedIn = locationsOf(await client.list(customer));
    expect(locations).toEqual(loggedIn);
  });

  it('adds, edits and deletes a note on one of the customer’s places', async () => {
    const created = noteOf(await client.publicCreate(shared, 'demo1', input({ note: 'julkinen' })));
    expect(created).toMatchObject({
      note: 'julkinen',
      customerCode: '100001',
      createdBy: null,
      editedTime: null,
    });

    const edited = noteOf(
      await client.publicUpdate(
        shared,
        'demo1',
        created.id,
        input({ note: 'muokattu', variant: 'error', createdBy: 'Vieras' }),
      ),
      200,
    );
    expect(edited).toMatchObject({ id: created.id, note: 'muokattu', variant: 'error', createdBy: 'Vieras' });
    expect(edited.editedTime).not.toBeNull();
    expect(allNotes(locationsOf(await client.list(customer))).find((n) => n.id === created.id)?.note).toBe(
      'muokattu',
    );

    const removed = await client.publicRemove(shared, 'demo1', created.id);
    expect(removed.statusCode).toBe(204);
    expect(
      allNotes(locationsOf(await client.publicList(shared, 'demo1'))).some((n) => n.id === created.id),
    ).toBe(false);
  });

  it('the same rules hold: an end date before the start date is refused with end_date_error', async () => {
    const response = await client.publicCreate(
      shared,
      'demo1',
      input({ startDate: '2026-01-02T00:00:00Z', endDate: '2026-01-01T00:00:00Z' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'end_date_error' });
  });

  it("another customer's note or location cannot be reached with a customer's customerData (404)", async () => {
    const theirs = noteOf(
      await client.create(customer2, {
        locationFk: customer2Places[0]!.locationFk,
        note: 'customer2:n oma',
        variant: 'info',
      }),
    );
    const edit = await client.publicUpdate(shared, 'demo1', theirs.id, input());
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'note_not_found' });
    const remove = await client.publicRemove(shared, 'demo1', theirs.id);
    expect(remove.statusCode).toBe(404);
    const add = await client.publicCreate(
      shared,
      'demo1',
      input({ locationFk: customer2Places[0]!.locationFk }),
    );
    expect(add.statusCode).toBe(404);
    expect(add.json()).toEqual({ error: 'location_not_found' });
    expect(allNotes(locationsOf(await client.list(customer2))).find((n) => n.id === theirs.id)?.note).toBe(
      'customer2:n oma',
    );
  });

  it('a missing customerData is refused with 401 invalid_customer_data', async () => {
    const response = await client.publicList(null, 'demo1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_customer_data' });
  });

  it('plain base64 customer data (forgeable) is refused with 401 invalid_customer_data', async () => {
    const plain = Buffer.from(JSON.stringify({ customerNumber: '100001' })).toString('base64');
    const response = await client.publicList(plain, 'demo1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_customer_data' });
  });

  it('a tampered customerData (another customer number, old signature) is refused with 401 invalid_customer_data', async () => {
    const [payload, signature] = shared.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, c: '100002' })).toString('base64url');
    for (const response of [
      await client.publicList(`${forged}.${signature}`, 'demo1'),
      await client.publicCreate(
        `${forged}.${signature}`,
        'demo1',
        input({ locationFk: customer2Places[0]!.locationFk }),
      ),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_customer_data' });
    }
  });

  it('an expired customerData is refused with 401 expired_customer_data', async () => {
    const { customerData } = signCustomerData(
      app.keys.customerDataSecret,
      { instance: 'demo1', customerNumber: '100001' },
      { now: new Date(Date.now() - 31 * 86_400_000) },
    );
    const response = await client.publicList(customerData, 'demo1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'expired_customer_data' });
  });

  it("a customerData of instance demo1 does not open instance nivos's page (401 invalid_customer_data)", async () => {
    for (const instance of ['nivos', null]) {
      const response = await client.publicList(shared, instance);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_customer_data' });
    }
  });

  it("a customerData of instance nivos reaches only nivos's usage places, never demo1's notes", async () => {
    const nivosToken = await loginAs(app, 'nivos', 'customer');
    const nivosShared = (await client.share(nivosToken)).json<{ customerData: string }>().customerData;
    const nivosLocations = locationsOf(await client.publicList(nivosShared, 'nivos'));
    const demo1Ids = new Set(customerPlaces.map((p) => p.locationFk));
    expect(nivosLocations.length).toBeGreaterThan(0);
    expect(nivosLocations.some((p) => demo1Ids.has(p.locationFk))).toBe(false);
    const demo1Note = noteOf(await client.create(customer, input({ note: 'demo1:n muistiinpano' })));
    const response = await client.publicRemove(nivosShared, 'nivos', demo1Note.id);
    expect(response.statusCode).toBe(404);
    expect(allNotes(locationsOf(await client.list(customer))).some((n) => n.id === demo1Note.id)).toBe(true);
  });

  it('the refusal comes before validation: a forged value with a bad body is 401, not 400', async () => {
    const response = await client.publicCreate('forged.value', 'demo1', { note: '', unknown: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_customer_data' });
  });
});
