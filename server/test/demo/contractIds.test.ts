import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_ID_ALPHABET, demoContractIdentifier } from '../../src/demo/contractIds.js';
import type { Database } from '../../src/plugins/database.js';
import { CONTRACT_SEARCH_LIMITS } from '@portal/shared/api/contractSearchRules';
import { helsinkiDay } from '../../src/connector/billing/months.js';
import { openTestDatabase } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});

afterAll(async () => {
  await drop();
});

const FORMAT = new RegExp(`^[${CONTRACT_ID_ALPHABET}]{10}$`);

describe('demo contract identifiers: a secret printed on the contract, not derivable from the customer number', () => {
  it('the same on every machine, different per place and per contract, 10 characters without look-alikes', () => {
    const current = demoContractIdentifier('demo1', '2000001');
    expect(demoContractIdentifier('demo1', '2000001')).toBe(current);
    expect(current).toMatch(FORMAT);
    expect(CONTRACT_ID_ALPHABET).not.toMatch(/[0O1IL2Z5S8BUV]/);
    expect(demoContractIdentifier('demo1', '2000002')).not.toBe(current);
    expect(demoContractIdentifier('nivos', '2000001')).not.toBe(current);
    expect(demoContractIdentifier('demo1', '2000001', 1)).not.toBe(current);
  });

  it("every seeded place's identifier has the format, is unique in its instance and holds no customer number", async () => {
    const places = await db.query<{ instance: string; customer_number: string; contract_identifier: string }>(
      'SELECT instance, customer_number, contract_identifier FROM usage_places ORDER BY id',
    );
    expect(places.length).toBeGreaterThan(20);
    for (const place of places) {
      expect(place.contract_identifier).toMatch(FORMAT);
      expect(place.contract_identifier).not.toContain(place.customer_number);
    }
    const keys = places.map((place) => `${place.instance}:${place.contract_identifier}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("a current contract's identification number is its place's contract identifier; every one fits the contract search's 9-11", async () => {
    const rows = await db.query<{
      identification_number: string;
      contract_identifier: string;
      current: boolean;
    }>(
      `SELECT k.identification_number, up.contract_identifier,
              (k.valid_to IS NULL OR k.valid_to >= $1::date) AS current
         FROM contracts k JOIN usage_places up ON up.id = k.usage_place_id`,
      [helsinkiDay(new Date())],
    );
    expect(rows.some((row) => !row.current)).toBe(true);
    const { min, max } = CONTRACT_SEARCH_LIMITS.identificationNumber;
    for (const row of rows) {
      expect(row.identification_number.length).toBeGreaterThanOrEqual(min);
      expect(row.identification_number.length).toBeLessThanOrEqual(max);
      if (row.current) expect(row.identification_number).toBe(row.contract_identifier);
      else expect(row.identification_number).not.toBe(row.contract_identifier);
    }
  });
});
