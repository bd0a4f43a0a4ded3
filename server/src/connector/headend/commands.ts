import { createHash, randomUUID } from 'node:crypto';
import type {
  MeterAction,
  MeterActionRequest,
  MeterCommand,
  MeterCommandStatus,
  MeterRegisterReading,
  MeterRemoteState,
  VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';
import { SWITCH_ACTIONS } from '@portal/shared/api/locationManagement';
import type { Clock } from '../../clock.js';
import type { Database } from '../../plugins/database.js';
import { Refusal } from '../../http/refusal.js';
import type { Headend, HeadendActor, HeadendMeter, SwitchAction } from './headend.js';

const readingError = (reading: MeterRegisterReading | VoltageCurrentReading): string | null =>
  'symbol' in reading && 'L1' in reading ? reading.L1.error : (reading as MeterRegisterReading).error;

/** A command still pending this long after it was asked (a lost answer, a restarted server) has timed out. */
export const COMMAND_TIMEOUT_MS = 30_000;

export const isSwitch = (action: MeterAction): action is SwitchAction => SWITCH_ACTIONS.includes(action);

interface CommandRow {
  id: string;
  action: MeterAction;
  meter_number: string;
  status: MeterCommandStatus;
  requested_at: Date;
  finished_at: Date | null;
  result: {
    remoteState?: MeterRemoteState | null;
    registers?: MeterRegisterReading[] | null;
    voltages?: VoltageCurrentReading[] | null;
  } | null;
  error: string | null;
  request_hash: string;
}

const SELECT = `SELECT c.id::text AS id, c.action, m.meter_number, c.status, c.requested_at, c.finished_at, c.result,
                       c.error, c.request_hash
                  FROM meter_commands c JOIN meters m ON m.id = c.meter_id`;

const toCommand = (row: CommandRow): MeterCommand => ({
  commandId: row.id,
  action: row.action,
  meterId: row.meter_number,
  status: row.status,
  requestedAt: new Date(row.requested_at).toISOString(),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  remoteState: row.result?.remoteState ?? null,
  registers: row.result?.registers ?? null,
  voltages: row.result?.voltages ?? null,
  error: row.error,
});

/** What a key was used for: the same key with another body (or by another user) is not a replay. */
export const requestHashOf = (userId: number, body: MeterActionRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([userId, body.action, body.meterId, body.reason ?? null, body.reasonText ?? null]))
    .digest('base64url');

/** Pending commands asked more than COMMAND_TIMEOUT_MS ago become timed out (on every replica alike). */
async function expire(db: Database, clock: Clock, where: string, params: unknown[]): Promise<void> {
  await db.query(
    `UPDATE meter_commands SET status = 'timed_out', finished_at = $${params.length + 1}, error = 'meter_timeout'
      WHERE status = 'pending' AND requested_at < $${params.length + 2} AND ${where}`,
    [...params, clock.now(), new Date(clock.now().getTime() - COMMAND_TIMEOUT_MS)],
  );
}

export async function findCommand(
  db: Database,
  clock: Clock,
  instance: string,
  commandId: string,
): Promise<MeterCommand | null> {
  await expire(db, clock, 'instance = $1 AND id = $2::uuid', [instance, commandId]);
  const [row] = await db.query<CommandRow>(`${SELECT} WHERE c.instance = $1 AND c.id = $2::uuid`, [
    instance,
    commandId,
  ]);
  return row ? toCommand(row) : null;
}

async function byKey(db: Database, instance: string, key: string): Promise<CommandRow | null> {
  const [row] = await db.query<CommandRow>(`${SELECT} WHERE c.instance = $1 AND c.idempotency_key = $2`, [
    instance,
    key,
  ]);
  return row ?? null;
}

/** A command the key already names: the same one for the same request, else 409. */
export async function replayOf(
  db: Database,
  instance: string,
  key: string,
  hash: string,
): Promise<MeterCommand | null> {
  const row = await byKey(db, instance, key);
  if (!row) return null;
  if (row.request_hash !== hash)
    throw new Refusal(409, 'idempotency_key_reused', 'The Idempotency-Key was used for another request');
  return toCommand(row);
}

export interface NewCommand {
  instance: string;
  meter: HeadendMeter;
  body: MeterActionRequest;
  key: string;
  hash: string;
  actor: { userId: number; sub: string };
}

/**
 * Records a pending command: `created` false when the key already named one (a replay, or 409 for another
 * request). A second switch of the meter while one is pending is refused 409 command_pending (the partial
 * unique index of migration 014 decides between replicas).
 */
export async function createCommand(
  db: Database,
  clock: Clock,
  command: NewCommand,
): Promise<{ command: MeterCommand; created: boolean }> {
  const { instance, meter, body } = command;
  await expire(db, clock, 'meter_id = $1', [meter.id]);
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO meter_commands (id, instance, meter_id, action, is_switch, idempotency_key, request_hash,
                                 actor_user_id, actor_sub, reason_code, reason_text, status, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12)
     ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [
      randomUUID(),
      instance,
      meter.id,
      body.action,
      isSwitch(body.action),
      command.key,
      command.hash,
      command.actor.userId,
      command.actor.sub,
      body.reason ?? null,
      body.reasonText ?? null,
      clock.now(),
    ],
  );
  if (!inserted) {
    // the key lost a race with itself, or the meter has a switch on its way
    const replay = await replayOf(db, instance, command.key, command.hash);
    if (replay) return { command: replay, created: false };
    throw new Refusal(409, 'command_pending', 'A command of the meter is still on its way');
  }
  return { command: (await findCommand(db, clock, instance, inserted.id))!, created: true };
}

/**
 * Runs a command at the head-end and records its outcome. After a successful switch the state is read
 * again from the meter (what the dialog shows) and a final register reading is taken.
 */
export async function runCommand(
  db: Database,
  clock: Clock,
  headend: Headend,
  commandId: string,
  meter: HeadendMeter,
  action: MeterAction,
  actor: HeadendActor,
): Promise<void> {
  let status: MeterCommandStatus = 'succeeded';
  let error: string | null = null;
  const result: NonNullable<CommandRow['result']> = {};
  try {
    if (isSwitch(action)) {
      const outcome = await headend.action(meter, action, actor);
      if (outcome.status === 'succeeded') {
        const reread = await headend.readState(meter);
        result.remoteState = reread.status === 'succeeded' ? reread.state : outcome.state;
        result.registers = await headend.registers(meter);
      } else ({ status, error } = outcome);
    } else if (action === 'READ_METER_STATUS') {
      const outcome = await headend.readState(meter);
      if (outcome.status === 'succeeded') result.remoteState = outcome.state;
      else ({ status, error } = outcome);
    } else {
      const readings =
        action === 'READ_METER_ELECTRICITY_REGISTERS'
          ? (result.registers = await headend.registers(meter))
          : (result.voltages = await headend.voltages(meter));
      // a reading the meter never gave: the command failed with the head-end's error
      const failure = readings.map(readingError).find((reason) => reason !== null);
      if (failure !== undefined && readings.every((reading) => readingError(reading) !== null)) {
        status = failure === 'meter_timeout' ? 'timed_out' : 'failed';
        error = failure;
      }
    }
  } catch (thrown) {
    status = 'failed';
    error = 'headend_error';
    throw thrown;
  } finally {
    // a command already timed out stays so: its late answer is not trusted
    await db.query(
      `UPDATE meter_commands SET status = $2, finished_at = $3, result = $4, error = $5
        WHERE id = $1::uuid AND status = 'pending'`,
      [commandId, status, clock.now(), JSON.stringify(result), error],
    );
  }
}
