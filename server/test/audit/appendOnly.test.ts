import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/audit/audit.js';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;

const rows = async () =>
  db.query<{ action: string; target: string | null }>(
    "SELECT action, target FROM audit_log WHERE instance = 'demo1' AND action LIKE 'test.%' ORDER BY id",
  );

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  for (const action of ['test.first', 'test.second'])
    await recordAudit(db, {
      instance: 'demo1',
      at: new Date(),
      actor: null,
      action,
      target: 'x',
      requestId: '00000000-0000-4000-8000-000000000000',
    });
});

afterAll(async () => {
  await drop();
});

describe('the audit trail is append-only: the database itself refuses to change or remove a row', () => {
  it('UPDATE of a row fails', async () => {
    await expect(
      db.query("UPDATE audit_log SET target = 'changed' WHERE action = 'test.first'"),
    ).rejects.toThrow(/append-only/);
    await expect(db.query("UPDATE audit_log SET action = 'test.other'")).rejects.toThrow(/append-only/);
    expect(await rows()).toEqual([
      { action: 'test.first', target: 'x' },
      { action: 'test.second', target: 'x' },
    ]);
  });

  it('DELETE of a row, or of every row, fails', async () => {
    await expect(db.query("DELETE FROM audit_log WHERE action = 'test.first'")).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    expect(await rows()).toHaveLength(2);
  });

  it('TRUNCATE fails', async () => {
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await rows()).toHaveLength(2);
  });

  it('a change inside a transaction fails and takes the transaction with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { instance: 'demo1', at: new Date(), actor: null, action: 'test.third' });
        await tx.query("DELETE FROM audit_log WHERE action = 'test.second'");
      }),
    ).rejects.toThrow(/append-only/);
    expect(await rows()).toHaveLength(2);
  });

  it('adding a row works', async () => {
    await recordAudit(db, { instance: 'demo1', at: new Date(), actor: null, action: 'test.fourth' });
    expect((await rows()).map((row) => row.action)).toEqual(['test.first', 'test.second', 'test.fourth']);
  });
});
