import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/plugins/database.js';
import { ingestFiles } from '../../src/cli/ingest.js';
import { openTestDatabase } from '../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../helpers/places.js';

let db: Database;
let drop: () => Promise<void>;
let pointId: number;
const dir = mkdtempSync(path.join(tmpdir(), 'ingest-cli-'));
const GSRN = '643009999000000024';

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const placeId = await addUsagePlace(db, {
    locationCode: 'INGEST-CLI',
    customerNumber: '100001',
    validFrom: '2024-01-01',
  });
  await db.query('UPDATE usage_places SET gsrn_code = $2 WHERE id = $1', [placeId, GSRN]);
  pointId = await addMeasuringPoint(db, placeId);
});

afterAll(async () => {
  await drop();
});

const file = (name: string, text: string): string => {
  const target = path.join(dir, name);
  writeFileSync(target, text);
  return target;
};

const delivery = JSON.stringify({
  deliveryId: 'CLI-1',
  series: [
    {
      meteringPoint: GSRN,
      quantity: 'electricityP',
      resolution: 'PT1H',
      start: '2025-01-14T22:00:00Z',
      end: '2025-01-15T22:00:00Z',
      values: Array.from({ length: 24 }, (_, i) => i),
    },
  ],
});

const count = async () =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM meter_values WHERE measuring_point_id = $1',
      [pointId],
    )
  )[0]!.n;

describe('npm run ingest', () => {
  it('writes a delivery file, and the same file again changes nothing', async () => {
    const lines: string[] = [];
    const good = file('good.json', delivery);
    expect(await ingestFiles(db, 'demo1', [good], new Date(), (line) => lines.push(line))).toBe(0);
    expect(await ingestFiles(db, 'demo1', [good], new Date(), (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([
      `${good}: delivery CLI-1: 1 of 1 series written, 24 readings, 24 new or changed, 0 series refused`,
      `${good}: delivery CLI-1: 1 of 1 series written, 24 readings, 0 new or changed, 0 series refused`,
    ]);
    expect(await count()).toBe(24);
  });

  it('refuses a file cut short before writing anything, even the good files given with it', async () => {
    const lines: string[] = [];
    const good = file(
      'good2.json',
      delivery
        .replace('CLI-1', 'CLI-2')
        .replace('2025-01-14T22', '2025-01-13T22')
        .replace('2025-01-15T22', '2025-01-14T22'),
    );
    const cut = file('cut.json', delivery.slice(0, delivery.length / 2));
    expect(await ingestFiles(db, 'demo1', [good, cut], new Date(), (line) => lines.push(line))).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cut\.json: refused, nothing written: not complete JSON/);
    expect(await count()).toBe(24);
  });

  it('exits 2 and lists the series it refused', async () => {
    const lines: string[] = [];
    const bad = file('bad.json', delivery.replace(GSRN, '643009999000000031'));
    expect(await ingestFiles(db, 'demo1', [bad], new Date(), (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toMatch(/series 0 \(643009999000000031 electricityP\): unknown_metering_point/);
  });
});
