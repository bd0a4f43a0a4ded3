import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationWithNotes } from '../../../src/connector/notes/schemas.js';
import { seedNotes } from '../../../src/demo/notes.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { allNotes, locationsOf, notesClient } from './notesTestClient.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let customerLocations: LocationWithNotes[];
let token: string;

const seedContext = async (instance: string) => {
  const rows = await app.db.query<{ id: number; customer_number: string; location_code: string }>(
    'SELECT id, customer_number, location_code FROM usage_places WHERE instance = $1 ORDER BY id',
    [instance],
  );
  return {
    instance,
    usagePlaces: rows.map((r) => ({
      id: r.id,
      customerNumber: r.customer_number,
      locationCode: r.location_code,
    })),
  };
};

const countNotes = async (): Promise<number> => {
  const rows = await app.db.query<{ count: number | string }>('SELECT count(*) AS count FROM notes');
  return Number(rows[0]?.count);
};

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  token = await loginAs(app, 'demo1', 'customer');
  customerLocations = locationsOf(await notesClient(app).list(token));
});

afterAll(async () => {
  await close();
});

describe('demo notes', () => {
  it('the demo customer has notes of every variant: other, success, info, warning and error', () => {
    const variants = new Set(allNotes(customerLocations).map((n) => n.variant));
    expect([...variants].sort()).toEqual(['error', 'info', 'other', 'success', 'warning']);
  });

  it('some demo notes have start, end and due dates, with the end after the start', () => {
    const notes = allNotes(customerLocations);
    expect(notes.some((n) => n.dueDate !== null)).toBe(true);
    const withRange = notes.filter((n) => n.startDate !== null && n.endDate !== null);
    expect(withRange.length).toBeGreaterThan(0);
    for (const n of withRange)
      expect(new Date(n.endDate!).getTime()).toBeGreaterThan(new Date(n.startDate!).getTime());
  });

  it('a place with demo notes has 2 to 4 of them, and some place has none', () => {
    const counts = customerLocations.map((l) => l.notes.length);
    expect(counts.filter((c) => c > 0).every((c) => c >= 2 && c <= 4)).toBe(true);
    expect(counts).toContain(0);
  });

  it('the demo notes are the same on every seed (deterministic)', () => {
    const summary = allNotes(customerLocations)
      .map((n) => `${n.createdTime}|${n.variant}`)
      .sort();
    expect(summary).toEqual([
      '2025-10-02T09:15:00.000Z|success',
      '2025-11-14T16:40:00.000Z|info',
      '2025-12-03T13:00:00.000Z|error',
      '2026-01-08T11:05:00.000Z|warning',
      '2026-01-20T07:30:00.000Z|other',
      '2026-02-02T18:20:00.000Z|success',
    ]);
  });

  it('a second seed adds nothing', async () => {
    const before = await countNotes();
    expect(before).toBeGreaterThan(0);
    await seedNotes(app.db, await seedContext('demo1'));
    await seedNotes(app.db, await seedContext('nivos'));
    expect(await countNotes()).toBe(before);
  });

  it('a seed after a user deleted a demo note does not bring it back', async () => {
    const client = notesClient(app);
    const victim = allNotes(locationsOf(await client.list(token)))[0]!;
    expect((await client.remove(token, victim.id)).statusCode).toBe(204);
    await seedNotes(app.db, await seedContext('demo1'));
    expect(allNotes(locationsOf(await client.list(token))).some((n) => n.note === victim.note)).toBe(false);
  });
});
