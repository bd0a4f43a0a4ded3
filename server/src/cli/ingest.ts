import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSettings } from '../config.js';
import { clockOf } from '../clock.js';
import { stopOnSignals } from '../lifecycle.js';
import { openDatabase, type Database } from '../plugins/database.js';
import { migrate } from '../plugins/migrations.js';
import { ingestDelivery, type IngestReport } from '../metering/ingest.js';
import type { Delivery } from '../metering/delivery.js';
import { createMachineClient, revokeMachineClient } from '../metering/machineClients.js';

const USAGE = `Usage (from the repository root):
  npm run ingest -- --instance <id> <delivery.json>...   ingest deliveries (docs/metering-store.md)
  npm run ingest -- client add <instance> <name>          a machine client for POST /connector/v1/metering/deliveries
  npm run ingest -- client revoke <client id>`;

/** Exit codes: 0 every series written, 2 some series refused, 1 a file or the command refused. */
export async function main(args: string[]): Promise<number> {
  if (args[0] === 'client') return clientCommand(args.slice(1));
  const at = args.indexOf('--instance');
  const instance = at >= 0 ? args[at + 1] : undefined;
  const files = args.filter((_, i) => i !== at && i !== at + 1);
  if (!instance || files.length === 0) {
    console.error(USAGE);
    return 1;
  }
  return withDatabase((db, now) =>
    ingestFiles(
      db,
      instance,
      files.map((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)),
      now,
    ),
  );
}

/**
 * Ingests the files in order, each one delivery; a file that is not a delivery (unreadable, cut short) stops
 * the run before anything is written. Answers the exit code: 0, 2 when series were refused, 1.
 */
export async function ingestFiles(
  db: Database,
  instance: string,
  files: string[],
  now: Date,
  log: (line: string) => void = console.log,
): Promise<number> {
  const deliveries: Array<{ file: string; delivery: Delivery }> = [];
  for (const file of files) {
    const parsed = readDelivery(file);
    if (typeof parsed === 'string') {
      log(`${file}: refused, nothing written: ${parsed}`);
      return 1;
    }
    deliveries.push({ file, delivery: parsed });
  }
  let code = 0;
  for (const { file, delivery } of deliveries) {
    const report = await ingestDelivery(db, instance, delivery, {
      now,
      source: `cli ${path.basename(file)}`,
    });
    log(describe(file, report));
    if (report.refused > 0) code = 2;
  }
  return code;
}

/** the delivery in `file`, or why it cannot be one (unreadable, not complete JSON, not a delivery) */
export function readDelivery(file: string): Delivery | string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not complete JSON, the file may be cut short (${(error as Error).message})`;
  }
  if (typeof value !== 'object' || value === null) return 'not a delivery object';
  const { deliveryId, series } = value as Partial<Delivery>;
  if (typeof deliveryId !== 'string' || deliveryId === '' || deliveryId.includes('\u0000'))
    return 'deliveryId must be a non-empty text';
  if (!Array.isArray(series)) return 'series must be a list';
  const malformed = series.findIndex(
    (item: unknown) =>
      typeof item !== 'object' ||
      item === null ||
      !Array.isArray((item as { values?: unknown }).values) ||
      ['meteringPoint', 'quantity', 'resolution', 'start', 'end'].some(
        (key) => typeof (item as Record<string, unknown>)[key] !== 'string',
      ),
  );
  if (malformed >= 0)
    return `series ${malformed} is not a series (meteringPoint, quantity, resolution, start, end, values)`;
  return value as Delivery;
}

const describe = (file: string, report: IngestReport): string =>
  [
    `${file}: delivery ${report.deliveryId}: ${report.accepted} of ${report.series} series written, ` +
      `${report.readings} readings, ${report.changed} new or changed, ${report.refused} series refused`,
    ...report.refusals.map(
      (r) => `  series ${r.index} (${r.meteringPoint} ${r.quantity}): ${r.code}: ${r.message}`,
    ),
  ].join('\n');

async function clientCommand(args: string[]): Promise<number> {
  if (args[0] === 'add' && args[1] && args[2]) {
    const [, instance, name] = args;
    return withDatabase(async (db, now) => {
      const client = await createMachineClient(db, { instance, name, role: 'metering_ingest', now });
      console.log(`Client ${client.id} (${instance}, ${name}). Secret, shown only now: ${client.secret}`);
      console.log(`Authorization: Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`);
      return 0;
    });
  }
  if (args[0] === 'revoke' && args[1]) {
    const id = args[1];
    return withDatabase(async (db, now) => {
      const revoked = await revokeMachineClient(db, id, now);
      console.log(revoked ? `Client ${id} revoked.` : `No active client ${id}.`);
      return revoked ? 0 : 1;
    });
  }
  console.error(USAGE);
  return 1;
}

async function withDatabase(work: (db: Database, now: Date) => Promise<number>): Promise<number> {
  const settings = loadSettings();
  const opening = openDatabase(settings);
  stopOnSignals(async () => (await opening).close());
  const db = await opening;
  try {
    await migrate(db);
    return await work(db, clockOf(settings).now());
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
      process.exit(1);
    });
}
