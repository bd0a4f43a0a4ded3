import type { Database } from '../../plugins/database.js';

/** Whose usage places a call may touch: the user's mapped places in the token's instance. */
export interface ReadingScope {
  instance: string;
  userId: number;
}

export interface LocationRow {
  id: number;
  location_code: string;
  name: string;
  full_address: string;
  gsrn_code: string | null;
  customer_number: string;
  last_name: string | null;
  commune_membership_type: string | null;
  /** YYYY-MM-DD */
  valid_from: string;
}

export interface PointRow {
  id: number;
  usage_place_id: number;
  register_id: string;
  quantity: string;
  energy_type: string;
  unit: string;
  measuring_point_group: string | null;
  acquisition_method: 'Manuaalinen' | 'Automaattinen' | null;
  integer_digit_count: number | null;
  fraction_digit_count: number | null;
}

export interface ReadingRow {
  id: number;
  measuring_point_id: number;
  at: Date | string;
  value: number;
  note: string | null;
  kind: 'reading' | 'rollover' | 'meterChange';
  source: 'customer' | 'utility' | 'automatic';
  statuses: string[];
  review_status: 'pending' | 'accepted' | 'rejected' | null;
  review_flags: string[];
  review_reason: string | null;
  reviewed_at: Date | string | null;
  created_by: string | null;
  has_photo: boolean;
}

// a place without a start date reads from the epoch; contracts give the start where the place has none
const LOCATION_COLUMNS = `up.id, up.location_code, up.name, up.full_address, up.gsrn_code, up.customer_number,
  c.last_name, up.commune_membership_type,
  to_char(coalesce(up.valid_from, (SELECT min(k.valid_from) FROM contracts k WHERE k.usage_place_id = up.id),
                   date '1970-01-01'), 'YYYY-MM-DD') AS valid_from`;

const OWN_PLACE = `up.instance = $1 AND EXISTS (
  SELECT 1 FROM user_usage_places uup WHERE uup.usage_place_id = up.id AND uup.user_id = $2)`;

const POINT_COLUMNS = `mp.id, mp.usage_place_id, mp.register_id, mp.quantity, mp.energy_type, mp.unit,
  mp.measuring_point_group, mp.acquisition_method, mp.integer_digit_count, mp.fraction_digit_count`;

const READING_COLUMNS = `r.id, r.measuring_point_id, r.at, r.value, r.note, r.kind, r.source, r.statuses,
  r.review_status, r.review_flags, r.review_reason, r.reviewed_at, r.created_by::text AS created_by,
  EXISTS (SELECT 1 FROM meter_reading_photos p WHERE p.reading_id = r.id) AS has_photo`;

/** the user's places that have a reading register, by address */
export function listLocations(db: Database, scope: ReadingScope): Promise<LocationRow[]> {
  return db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS}
       FROM usage_places up
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE ${OWN_PLACE}
        AND EXISTS (SELECT 1 FROM measuring_points mp WHERE mp.usage_place_id = up.id AND mp.register_id IS NOT NULL)
      ORDER BY up.full_address, up.location_code, up.id`,
    [scope.instance, scope.userId],
  );
}

export function listPoints(db: Database, placeIds: readonly number[]): Promise<PointRow[]> {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db.query<PointRow>(
    `SELECT ${POINT_COLUMNS} FROM measuring_points mp
      WHERE mp.usage_place_id = ANY ($1::int[]) AND mp.register_id IS NOT NULL
      ORDER BY mp.usage_place_id, mp.ordinal, mp.register_id`,
    [placeIds],
  );
}

export async function findLocation(
  db: Database,
  scope: ReadingScope,
  locationCode: string,
): Promise<LocationRow | null> {
  const rows = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS}
       FROM usage_places up
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE ${OWN_PLACE} AND up.location_code = $3`,
    [scope.instance, scope.userId, locationCode],
  );
  return rows[0] ?? null;
}

/** `forUpdate`: saves of one point run one after another, so each assesses the readings the last one left */
export async function findPoint(
  db: Database,
  placeId: number,
  registerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PointRow | null> {
  const rows = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS} FROM measuring_points mp
      WHERE mp.usage_place_id = $1 AND mp.register_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [placeId, registerId],
  );
  return rows[0] ?? null;
}

export async function findPointById(
  db: Database,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PointRow | null> {
  const rows = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS} FROM measuring_points mp WHERE mp.id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** every reading of the point, oldest first (a point has one a month: ten years are 120 rows) */
export function listReadings(db: Database, pointId: number): Promise<ReadingRow[]> {
  return db.query<ReadingRow>(
    `SELECT ${READING_COLUMNS} FROM meter_readings r WHERE r.measuring_point_id = $1 ORDER BY r.at`,
    [pointId],
  );
}

export async function findReadingAt(db: Database, pointId: number, at: Date): Promise<ReadingRow | null> {
  const rows = await db.query<ReadingRow>(
    `SELECT ${READING_COLUMNS} FROM meter_readings r WHERE r.measuring_point_id = $1 AND r.at = $2`,
    [pointId, at.toISOString()],
  );
  return rows[0] ?? null;
}

export interface ReadingFields {
  at: Date;
  value: number;
  note: string | null;
  kind: ReadingRow['kind'];
  statuses: string[];
  reviewStatus: 'pending' | null;
  reviewFlags: string[];
}

export async function insertReading(
  db: Database,
  pointId: number,
  fields: ReadingFields,
  createdBy: string,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO meter_readings (measuring_point_id, at, value, note, kind, source, statuses, review_status,
                                 review_flags, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, 'customer', $6, $7, $8, $9, $10) RETURNING id`,
    [
      pointId,
      fields.at.toISOString(),
      fields.value,
      fields.note,
      fields.kind,
      fields.statuses,
      fields.reviewStatus,
      fields.reviewFlags,
      createdBy,
      now.toISOString(),
    ],
  );
  return Number(rows[0]!.id);
}

export async function updateReading(
  db: Database,
  id: number,
  fields: ReadingFields,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE meter_readings
        SET at = $2, value = $3, note = $4, kind = $5, statuses = $6, review_status = $7, review_flags = $8,
            review_reason = NULL, reviewed_by = NULL, reviewed_at = NULL, updated_at = $9
      WHERE id = $1`,
    [
      id,
      fields.at.toISOString(),
      fields.value,
      fields.note,
      fields.kind,
      fields.statuses,
      fields.reviewStatus,
      fields.reviewFlags,
      now.toISOString(),
    ],
  );
}

export async function deleteReading(db: Database, id: number): Promise<void> {
  await db.query('DELETE FROM meter_readings WHERE id = $1', [id]);
}

export async function readingById(db: Database, id: number): Promise<ReadingRow> {
  const rows = await db.query<ReadingRow>(`SELECT ${READING_COLUMNS} FROM meter_readings r WHERE r.id = $1`, [
    id,
  ]);
  if (!rows[0]) throw new Error(`meter reading ${id} vanished inside its own transaction`);
  return rows[0];
}

export async function setPhoto(
  db: Database,
  readingId: number,
  photo: { contentType: string; bytes: Buffer } | null,
): Promise<void> {
  if (photo === null) {
    await db.query('DELETE FROM meter_reading_photos WHERE reading_id = $1', [readingId]);
    return;
  }
  await db.query(
    `INSERT INTO meter_reading_photos (reading_id, content_type, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (reading_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes`,
    [readingId, photo.contentType, photo.bytes],
  );
}

export async function getPhoto(
  db: Database,
  readingId: number,
): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM meter_reading_photos WHERE reading_id = $1',
    [readingId],
  );
  return rows[0] ?? null;
}

// ---- idempotency ----

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/**
 * Claims (user, key) for this save inside its transaction: null when claimed, otherwise the earlier claim.
 * A parallel save with the same key waits on the primary key until this transaction ends, then finds the
 * answer; a claim older than a day is taken over.
 */
export async function claimIdempotencyKey(
  db: Database,
  userSub: string,
  key: string,
  requestHash: string,
  now: Date,
): Promise<{ request_hash: string; answer: unknown } | null> {
  const claimed = await db.query(
    `INSERT INTO meter_reading_idempotency (user_sub, key, request_hash, answer, created_at)
     VALUES ($1, $2, $3, NULL, $4)
     ON CONFLICT (user_sub, key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, answer = NULL, created_at = EXCLUDED.created_at
      WHERE meter_reading_idempotency.created_at < $5
     RETURNING key`,
    [
      userSub,
      key,
      requestHash,
      now.toISOString(),
      new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
    ],
  );
  if (claimed.length > 0) return null;
  const rows = await db.query<{ request_hash: string; answer: unknown }>(
    'SELECT request_hash, answer FROM meter_reading_idempotency WHERE user_sub = $1 AND key = $2',
    [userSub, key],
  );
  return rows[0] ?? null;
}

export async function storeIdempotentAnswer(
  db: Database,
  userSub: string,
  key: string,
  answer: unknown,
  now: Date,
): Promise<void> {
  await db.query('UPDATE meter_reading_idempotency SET answer = $3 WHERE user_sub = $1 AND key = $2', [
    userSub,
    key,
    JSON.stringify(answer),
  ]);
  // keys live a day; whoever saves sweeps the old ones (indexed by created_at)
  await db.query('DELETE FROM meter_reading_idempotency WHERE created_at < $1', [
    new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
  ]);
}

// ---- staff: the review queue ----

export interface ReviewRow extends ReadingRow {
  instance: string;
  customer_number: string;
  customer_name: string;
  location_code: string;
  full_address: string;
  register_id: string;
  unit: string;
  usage_place_id: number;
  created_by_user_id: number | null;
  integer_digit_count: number | null;
  fraction_digit_count: number | null;
}

const REVIEW_COLUMNS = `${READING_COLUMNS}, up.instance, up.customer_number, up.customer_name, up.location_code,
  up.full_address, mp.register_id, mp.unit, up.id AS usage_place_id, mp.integer_digit_count, mp.fraction_digit_count,
  (SELECT u.id FROM users u WHERE u.sub = r.created_by AND u.instance = up.instance) AS created_by_user_id`;

export const REVIEW_QUEUE_LIMIT = 500;

/** pending ones oldest first (the queue's order); decided ones newest decision first */
export function listReviews(
  db: Database,
  instance: string,
  status: 'pending' | 'accepted' | 'rejected',
): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS}
       FROM meter_readings r
       JOIN measuring_points mp ON mp.id = r.measuring_point_id
       JOIN usage_places up ON up.id = mp.usage_place_id
      WHERE up.instance = $1 AND r.review_status = $2
      ORDER BY ${status === 'pending' ? 'r.created_at, r.id' : 'r.reviewed_at DESC, r.id DESC'}
      LIMIT ${REVIEW_QUEUE_LIMIT}`,
    [instance, status],
  );
}

export async function findReview(
  db: Database,
  instance: string,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ReviewRow | null> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS}
       FROM meter_readings r
       JOIN measuring_points mp ON mp.id = r.measuring_point_id
       JOIN usage_places up ON up.id = mp.usage_place_id
      WHERE up.instance = $1 AND r.id = $2 AND r.review_status IS NOT NULL${options.forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [instance, id],
  );
  return rows[0] ?? null;
}

export async function decideReview(
  db: Database,
  id: number,
  decision: { status: 'accepted' | 'rejected'; reason: string | null; by: string; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE meter_readings SET review_status = $2, review_reason = $3, reviewed_by = $4, reviewed_at = $5
      WHERE id = $1`,
    [id, decision.status, decision.reason, decision.by, decision.at.toISOString()],
  );
}
