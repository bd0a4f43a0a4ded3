import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { helsinkiDay } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { rewriteConsumption } from '../../../src/connector/meterReadings/consumption.js';
import { findPointById } from '../../../src/connector/meterReadings/repository.js';
import { addUsagePlace } from '../../helpers/places.js';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export interface PointSpec {
  registerId: string;
  energyType: string;
  quantity: string;
  unit: string;
  method: 'Manuaalinen' | 'Automaattinen';
  integerDigits?: number | null;
  fractionDigits?: number | null;
}

/** the test's own points: one per value rule, and an automatic one */
export const POINTS = {
  decimal: {
    registerId: 'T-DEC',
    energyType: 'water',
    quantity: 'waterCold',
    unit: 'm3',
    method: 'Manuaalinen',
    integerDigits: 5,
    fractionDigits: 3,
  },
  integer: {
    registerId: 'T-INT',
    energyType: 'electricity',
    quantity: 'electricityP',
    unit: 'kWh',
    method: 'Manuaalinen',
    integerDigits: 5,
  },
  plain: {
    registerId: 'T-DEF',
    energyType: 'heat',
    quantity: 'heatEnergy',
    unit: 'MWh',
    method: 'Manuaalinen',
  },
  automatic: {
    registerId: 'T-AUTO',
    energyType: 'gas',
    quantity: 'naturalGas',
    unit: 'm3',
    method: 'Automaattinen',
  },
} as const satisfies Record<string, PointSpec>;

/** A usage place of demo1's `customer` (or another user) with the given reading registers; answers point ids. */
export async function addReadingPlace(
  db: Database,
  place: {
    locationCode: string;
    validFrom: string;
    username?: string;
    instance?: string;
    customerNumber?: string;
  },
  points: readonly PointSpec[],
): Promise<Record<string, number>> {
  const placeId = await addUsagePlace(db, {
    locationCode: place.locationCode,
    customerNumber: place.customerNumber ?? '100001',
    validFrom: place.validFrom,
    ...(place.username ? { username: place.username } : {}),
    ...(place.instance ? { instance: place.instance } : {}),
  });
  const ids: Record<string, number> = {};
  for (const [ordinal, point] of points.entries()) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type, ordinal,
                                     register_id, acquisition_method, measuring_point_group, integer_digit_count,
                                     fraction_digit_count)
       VALUES ($1, $2, $3, 'generic', $4, true, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        placeId,
        point.energyType,
        point.quantity,
        point.unit,
        ordinal,
        point.registerId,
        point.method,
        point.energyType,
        point.integerDigits ?? null,
        point.fractionDigits ?? null,
      ],
    );
    ids[point.registerId] = row!.id;
  }
  return ids;
}

/** A reading the utility entered (a meter reader's), with its consumption as the demo seed writes it. */
export async function addUtilityReading(
  db: Database,
  pointId: number,
  at: Date,
  value: number,
  options: { note?: string; kind?: string } = {},
): Promise<void> {
  await db.query(
    `INSERT INTO meter_readings (measuring_point_id, at, value, note, kind, source) VALUES ($1, $2, $3, $4, $5, 'utility')`,
    [pointId, at.toISOString(), value, options.note ?? null, options.kind ?? 'reading'],
  );
  await rewriteConsumption(db, (await findPointById(db, pointId))!, [at]);
}

export const dayOf = (at: Date): string => helsinkiDay(at);

export function client(app: FastifyInstance) {
  const inject = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    token: string | null,
    options: { body?: unknown; payload?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body === undefined
          ? {}
          : { payload: JSON.stringify(options.body) }),
    });
  return {
    inject,
    put: (token: string, body: Record<string, unknown>, key: string | null = randomUUID()) =>
      inject('PUT', '/connector/v1/meter-readings/series', token, {
        body,
        headers: key === null ? {} : { 'idempotency-key': key },
      }),
    series: (token: string, locationCode: string, registerId: string, from?: string) =>
      inject(
        'GET',
        `/connector/v1/meter-readings/series?locationCode=${locationCode}&registerId=${registerId}${from ? `&from=${from}` : ''}`,
        token,
      ),
    remove: (token: string, locationCode: string, registerId: string, key: number) =>
      inject(
        'DELETE',
        `/connector/v1/meter-readings/series?locationCode=${locationCode}&registerId=${registerId}&key=${key}`,
        token,
      ),
  };
}

/** the hourly values the report reads for the point in [from, to) */
export const valuesOf = (db: Database, pointId: number, from: Date, to: Date) =>
  db.query<{ at: Date | string; value: number; status: number; step_minutes: number }>(
    `SELECT at, value, status, step_minutes FROM meter_values
      WHERE measuring_point_id = $1 AND at >= $2 AND at < $3 ORDER BY at`,
    [pointId, from.toISOString(), to.toISOString()],
  );
