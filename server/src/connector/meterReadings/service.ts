import { createHash } from 'node:crypto';
import type { Role } from '@portal/instances';
import { helsinkiDayStart, helsinkiOffsetMinutes } from '@portal/shared/calendar';
import {
  PHOTO_MAX_BYTES,
  type MeasuringPoint,
  type MeterReadingLocation,
  type ReadingFlag,
  type ReadingInput,
  type ReadingSeries,
  type ReviewDecision,
  type ReviewQueueItem,
  type SavedReading,
  type TimeSeriesEntry,
} from '@portal/shared/api/meterReadings';
import { assessReading, parseReading, readingValueError } from '@portal/shared/api/meterReadingRules';
import { recordAudit } from '../../audit/audit.js';
import { Refusal, validationsFail } from '../../http/refusal.js';
import type { Database } from '../../plugins/database.js';
import { rewriteConsumption } from './consumption.js';
import * as repo from './repository.js';
import type { LocationRow, PointRow, ReadingRow, ReadingScope, ReviewRow } from './repository.js';

const DAY_MS = 86_400_000;
/** history: counted readings this long before the oldest entry (meterReadings.ts, ReadingSeries) */
const HISTORY_DAYS = 400;

const fail = (field: string, rule: string): Refusal => validationsFail([{ field, rule }], { in: 'body' });

const pad = (n: number): string => String(n).padStart(2, '0');

/** ISO 8601 in Helsinki time with its offset: what the customer's meter showed at that wall-clock time */
export function helsinkiIso(instant: Date): string {
  const offset = helsinkiOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const keyOf = (at: Date | string): number => Math.floor(new Date(at).getTime() / 1000);

export function toEntry(row: ReadingRow, options: { bare?: boolean } = {}): TimeSeriesEntry {
  const at = new Date(row.at);
  return {
    key: keyOf(at),
    value: row.value,
    status: row.statuses.filter(
      (s): s is TimeSeriesEntry['status'][number] => s === 'OK' || s === 'MANUALLY_UPDATED',
    ),
    note: options.bare ? null : row.note,
    isoTimestamp: helsinkiIso(at),
    kind: row.kind,
    source: row.source,
    review:
      row.review_status === null
        ? null
        : {
            status: row.review_status,
            flags: row.review_flags as ReadingFlag[],
            reason: options.bare ? null : row.review_reason,
            decidedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
          },
    hasPhoto: options.bare ? false : row.has_photo,
  };
}

const toPoint = (row: PointRow): MeasuringPoint => ({
  registerId: row.register_id,
  measuringPointType: row.quantity,
  measuringPointGroup: row.measuring_point_group ?? row.energy_type,
  aquisitionMethod: row.acquisition_method ?? 'Automaattinen',
  integerDigitCount: row.integer_digit_count,
  fractionDigitCount: row.fraction_digit_count,
  unit: row.unit,
  energyType: row.energy_type as MeasuringPoint['energyType'],
});

const digitsOf = (row: Pick<PointRow, 'integer_digit_count' | 'fraction_digit_count'>) => ({
  integerDigitCount: row.integer_digit_count,
  fractionDigitCount: row.fraction_digit_count,
});

const asRule = (row: ReadingRow) => ({
  key: keyOf(row.at),
  value: row.value,
  kind: row.kind,
  review:
    row.review_status === null
      ? null
      : { status: row.review_status, flags: [], reason: null, decidedAt: null },
});

/** GET /locations: the user's places with a reading register */
export async function listLocations(db: Database, scope: ReadingScope): Promise<MeterReadingLocation[]> {
  const places = await repo.listLocations(db, scope);
  const points = await repo.listPoints(
    db,
    places.map((place) => place.id),
  );
  return places.map((place) => ({
    locationAddress: place.full_address,
    locationCode: place.location_code,
    locationName: place.name,
    locationGsrnCode: place.gsrn_code,
    customerCode: place.customer_number,
    customerSurname: place.last_name ?? '',
    communeMembershipType: place.commune_membership_type,
    salesContractValidFrom: place.valid_from,
    measuringPoints: points.filter((point) => point.usage_place_id === place.id).map(toPoint),
  }));
}

/** the same 404 for a place that does not exist and one of another customer or instance: nothing leaks */
async function requirePoint(
  db: Database,
  scope: ReadingScope,
  locationCode: string,
  registerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ place: LocationRow; point: PointRow }> {
  const place = await repo.findLocation(db, scope, locationCode);
  if (!place) throw new Refusal(404, 'location_not_found');
  const point = await repo.findPoint(db, place.id, registerId, options);
  if (!point) throw new Refusal(404, 'measuring_point_not_found');
  return { place, point };
}

export async function readSeries(
  db: Database,
  scope: ReadingScope,
  query: { locationCode: string; registerId: string; from?: string },
): Promise<ReadingSeries> {
  const { place, point } = await requirePoint(db, scope, query.locationCode, query.registerId);
  const start = helsinkiDayStart(place.valid_from).getTime();
  let from = start;
  if (query.from !== undefined) {
    const asked = helsinkiDayStartOrNull(query.from);
    if (asked === null) throw validationsFail([{ field: 'from', rule: 'date' }]);
    from = Math.max(start, asked.getTime());
  }
  const readings = await repo.listReadings(db, point.id);
  const entries = readings.filter((row) => new Date(row.at).getTime() >= from);
  const oldest = entries.length > 0 ? new Date(entries[0]!.at).getTime() : from;
  // what the rules need from before `from`: counted readings only, without notes or photos (they may be
  // the previous occupant's)
  const history = readings.filter((row) => {
    const at = new Date(row.at).getTime();
    return (
      at < from &&
      at >= oldest - HISTORY_DAYS * DAY_MS &&
      (row.review_status === null || row.review_status === 'accepted')
    );
  });
  return {
    locationCode: place.location_code,
    registerId: point.register_id,
    entries: entries.reverse().map((row) => toEntry(row)),
    history: history.reverse().map((row) => toEntry(row, { bare: true })),
  };
}

function helsinkiDayStartOrNull(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return null;
  return helsinkiDayStart(day);
}

// RFC 3339: an unambiguous instant (the zone is required)
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function parseInstant(value: string): Date {
  const match = ISO_DATE_TIME.exec(value);
  const date = new Date(value);
  if (!match || Number.isNaN(date.getTime())) throw fail('isoTimestamp', 'invalid');
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3]))
    throw fail('isoTimestamp', 'invalid');
  // the entry's key is whole seconds
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

const PHOTO = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

/** a data URL of a JPEG, PNG or WebP image of at most PHOTO_MAX_BYTES, its bytes what it says they are */
export function parsePhoto(photo: string): { contentType: string; bytes: Buffer } {
  const match = PHOTO.exec(photo);
  if (!match) throw fail('photo', 'notAnImage');
  const contentType = match[1]!;
  const text = match[2]!;
  if (
    Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0) >
    PHOTO_MAX_BYTES
  )
    throw fail('photo', 'photoTooLarge');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw fail('photo', 'photoTooLarge');
  if (!MAGIC[contentType]!(bytes)) throw fail('photo', 'notAnImage');
  return { contentType, bytes };
}

/** a customer's own entry that staff have not decided on; the utility's and decided ones are not theirs to change */
function requireEditable(row: ReadingRow): void {
  if (row.source !== 'customer' || row.review_status === 'accepted' || row.review_status === 'rejected')
    throw new Refusal(
      403,
      'reading_not_editable',
      'Only your own readings that are not reviewed can be changed',
    );
}

const requestHash = (input: ReadingInput): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.locationCode,
        input.registerId,
        input.value,
        input.isoTimestamp,
        input.note,
        input.kind,
        input.replacesKey ?? null,
        input.sendForReview ?? false,
        input.photo === undefined ? 'absent' : input.photo,
      ]),
    )
    .digest('base64url');

export type SaveOutcome = { kind: 'saved'; answer: SavedReading } | { kind: 'keyReused' };

/**
 * PUT /series: a new reading or the edit of one, by the rules the form runs (meterReadingRules.ts), once per
 * Idempotency-Key: the same key and body again answer the stored answer; the key with another body is refused.
 */
export async function saveReading(
  db: Database,
  scope: ReadingScope & { sub: string },
  input: ReadingInput,
  idempotencyKey: string,
  now: Date,
): Promise<SaveOutcome> {
  const hash = requestHash(input);
  return db.transaction(async (tx) => {
    const earlier = await repo.claimIdempotencyKey(tx, scope.sub, idempotencyKey, hash, now);
    if (earlier) {
      if (earlier.request_hash !== hash) return { kind: 'keyReused' };
      if (earlier.answer === null) throw new Refusal(409, 'idempotency_key_in_use');
      return { kind: 'saved', answer: { ...(earlier.answer as SavedReading), replayed: true } };
    }
    const entry = await writeReading(tx, scope, input, now);
    await repo.storeIdempotentAnswer(tx, scope.sub, idempotencyKey, { entry }, now);
    return { kind: 'saved', answer: { entry, replayed: false } };
  });
}

async function writeReading(
  tx: Database,
  scope: ReadingScope & { sub: string },
  input: ReadingInput,
  now: Date,
): Promise<TimeSeriesEntry> {
  const { place, point } = await requirePoint(tx, scope, input.locationCode, input.registerId, {
    forUpdate: true,
  });
  if (point.acquisition_method !== 'Manuaalinen')
    throw new Refusal(403, 'automatic_measuring_point', 'Readings of this point are collected automatically');
  const digits = digitsOf(point);
  if (input.value.trim() === '') throw fail('value', 'required');
  const rule = readingValueError(input.value, digits);
  if (rule !== null) throw fail('value', rule);
  const value = parseReading(input.value);
  const at = parseInstant(input.isoTimestamp);
  if (at.getTime() > now.getTime()) throw fail('isoTimestamp', 'future');
  if (at.getTime() < helsinkiDayStart(place.valid_from).getTime())
    throw fail('isoTimestamp', 'beforeContractStart');
  const photo = input.photo === undefined || input.photo === null ? input.photo : parsePhoto(input.photo);

  const readings = await repo.listReadings(tx, point.id);
  const key = keyOf(at);
  const replaced =
    input.replacesKey === undefined
      ? null
      : (readings.find((row) => keyOf(row.at) === input.replacesKey) ?? null);
  if (input.replacesKey !== undefined) {
    if (!replaced) throw new Refusal(404, 'reading_not_found');
    requireEditable(replaced);
  }
  if (readings.some((row) => keyOf(row.at) === key && row !== replaced))
    throw new Refusal(409, 'reading_exists');

  const assessment = assessReading(
    readings.map(asRule),
    { key, value, kind: input.kind, ...(replaced ? { replacesKey: keyOf(replaced.at) } : {}) },
    digits,
  );
  if (input.kind === 'rollover' && !assessment.rolloverFits) throw fail('kind', 'rolloverDoesNotFit');
  const flags = assessment.flags;
  if (flags.length > 0 && input.sendForReview !== true)
    throw new Refusal(409, 'reading_implausible', 'The reading does not fit the earlier ones', { flags });

  const note = input.note === null || input.note.trim() === '' ? null : input.note;
  const fields: repo.ReadingFields = {
    at,
    value,
    note,
    kind: input.kind,
    statuses: replaced ? ['OK', 'MANUALLY_UPDATED'] : ['OK'],
    reviewStatus: flags.length > 0 ? 'pending' : null,
    reviewFlags: flags,
  };
  let id: number;
  if (replaced) {
    id = Number(replaced.id);
    await repo.updateReading(tx, id, fields, now);
  } else {
    id = await repo.insertReading(tx, point.id, fields, scope.sub, now);
  }
  // an edit without a photo keeps the one it had; null takes it away
  if (photo !== undefined) await repo.setPhoto(tx, id, photo);
  await rewriteConsumption(tx, point, replaced ? [at, new Date(replaced.at)] : [at]);
  return toEntry(await repo.readingById(tx, id));
}

export async function deleteReading(
  db: Database,
  scope: ReadingScope,
  query: { locationCode: string; registerId: string; key: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { point } = await requirePoint(tx, scope, query.locationCode, query.registerId, {
      forUpdate: true,
    });
    const row = await repo.findReadingAt(tx, point.id, new Date(query.key * 1000));
    if (!row) throw new Refusal(404, 'reading_not_found');
    requireEditable(row);
    await repo.deleteReading(tx, Number(row.id));
    await rewriteConsumption(tx, point, [new Date(row.at)]);
  });
}

export async function readPhoto(
  db: Database,
  scope: ReadingScope,
  query: { locationCode: string; registerId: string; key: number },
): Promise<{ contentType: string; bytes: Buffer }> {
  const { point } = await requirePoint(db, scope, query.locationCode, query.registerId);
  const row = await repo.findReadingAt(db, point.id, new Date(query.key * 1000));
  const photo = row ? await repo.getPhoto(db, Number(row.id)) : null;
  if (!photo) throw new Refusal(404, 'photo_not_found');
  return { contentType: photo.content_type, bytes: Buffer.from(photo.bytes) };
}

// ---- staff ----

export interface StaffActor {
  instance: string;
  userId: number;
  sub: string;
  roles: readonly Role[];
  requestId: string;
}

const REVIEWS_PATH = '/connector/v1/admin/meter-readings/reviews';

async function toItems(db: Database, rows: readonly ReviewRow[]): Promise<ReviewQueueItem[]> {
  const byPoint = new Map<number, ReadingRow[]>();
  for (const pointId of new Set(rows.map((row) => row.measuring_point_id)))
    byPoint.set(pointId, await repo.listReadings(db, pointId));
  return rows.map((row) => {
    const at = new Date(row.at).getTime();
    const previous =
      (byPoint.get(row.measuring_point_id) ?? [])
        .filter(
          (other) =>
            new Date(other.at).getTime() < at &&
            (other.review_status === null || other.review_status === 'accepted'),
        )
        .at(-1) ?? null;
    return {
      id: String(row.id),
      instance: row.instance,
      userSub: row.created_by,
      customerCode: row.customer_number,
      customerName: row.customer_name,
      locationCode: row.location_code,
      locationAddress: row.full_address,
      registerId: row.register_id,
      unit: row.unit,
      entry: toEntry(row),
      previous: previous ? toEntry(previous) : null,
    };
  });
}

/** the instance's readings waiting for review (or decided); one audit row per customer whose readings were read */
export async function listReviews(
  db: Database,
  actor: StaffActor,
  status: 'pending' | 'accepted' | 'rejected',
  now: Date,
): Promise<ReviewQueueItem[]> {
  const rows = await repo.listReviews(db, actor.instance, status);
  const subjects = new Map<number, string>();
  for (const row of rows)
    if (row.created_by_user_id !== null && row.created_by !== null)
      subjects.set(row.created_by_user_id, row.created_by);
  const audit = (subject: { userId: number; sub: string } | null) =>
    recordAudit(db, {
      instance: actor.instance,
      at: now,
      actor: { userId: actor.userId, sub: actor.sub, roles: actor.roles },
      subject,
      action: 'meterReadings.reviews.read',
      target: `GET ${REVIEWS_PATH}`,
      requestId: actor.requestId,
      details: { status, items: rows.length },
    });
  if (subjects.size === 0) await audit(null);
  for (const [userId, sub] of subjects) await audit({ userId, sub });
  return toItems(db, rows);
}

export async function decideReview(
  db: Database,
  actor: StaffActor,
  rawId: string,
  decision: ReviewDecision,
  now: Date,
): Promise<ReviewQueueItem> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id)) throw new Refusal(404, 'reading_not_found');
  const reason = decision.reason?.trim() ? decision.reason.trim() : null;
  if (decision.decision === 'reject' && reason === null) throw fail('reason', 'required');
  return db.transaction(async (tx) => {
    // the point first, as a customer's save locks it: the two never wait on each other in opposite orders
    const found = await repo.findReview(tx, actor.instance, id);
    const point = found ? await repo.findPointById(tx, found.measuring_point_id, { forUpdate: true }) : null;
    const row = point ? await repo.findReview(tx, actor.instance, id, { forUpdate: true }) : null;
    if (!point || !row) throw new Refusal(404, 'reading_not_found');
    if (row.review_status !== 'pending') throw new Refusal(409, 'review_already_decided');
    const status = decision.decision === 'accept' ? 'accepted' : 'rejected';
    await repo.decideReview(tx, id, { status, reason, by: actor.sub, at: now });
    await recordAudit(tx, {
      instance: actor.instance,
      at: now,
      actor: { userId: actor.userId, sub: actor.sub, roles: actor.roles },
      subject:
        row.created_by_user_id !== null && row.created_by !== null
          ? { userId: row.created_by_user_id, sub: row.created_by }
          : null,
      action: `meterReadings.review.${decision.decision}`,
      target: `POST ${REVIEWS_PATH}/${id} ${row.location_code}`,
      requestId: actor.requestId,
      details: { registerId: row.register_id, key: keyOf(row.at) },
    });
    await rewriteConsumption(tx, point, [new Date(row.at)]);
    const updated = await repo.findReview(tx, actor.instance, id);
    return (await toItems(tx, [updated!]))[0]!;
  });
}
