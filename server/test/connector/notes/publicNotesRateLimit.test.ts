import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { notesClient } from './notesTestClient.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});

afterAll(async () => {
  await close();
});

describe('rate limit of the public notes page', () => {
  it('after 120 calls a minute from one address, even a valid customerData gets 429 too_many_requests', async () => {
    const client = notesClient(app);
    const token = await loginAs(app, 'demo1', 'customer');
    const { customerData } = (await client.share(token)).json<{ customerData: string }>();
    expect((await client.publicList(customerData, 'demo1')).statusCode).toBe(200);

    const guesses: number[] = [];
    for (let i = 0; i < 119; i += 1)
      guesses.push((await client.publicList(`guess${i}.x`, 'demo1')).statusCode);
    expect(new Set(guesses)).toEqual(new Set([401]));

    const limited = await client.publicList(customerData, 'demo1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
    // the logged-in notes are not limited this way
    expect((await client.list(token)).statusCode).toBe(200);
  });
});
