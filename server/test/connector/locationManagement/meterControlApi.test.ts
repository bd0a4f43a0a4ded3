import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DisconnectionCheck,
  MeterCheck,
  MeterCommand,
  MeterEvent,
  MeterRegisterReading,
  VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';
import { addDays, addMonths } from '@portal/shared/api/disconnection';
import { helsinkiDay } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { nextState } from '../../../src/connector/headend/simulator.js';
import { hexagonAround } from '../../../src/demo/outages.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { auditRowsOf, REASON, userOf } from '../../helpers/audit.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

const BASE = '/connector/v1/riot/meter';
const headersOf = (token: string | null | undefined, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});
const get = (url: string, token: string | null = tokens.metercontrol!, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: headersOf(token, extra) });
const act = (
  body: unknown,
  options: { token?: string | null; key?: string | null; headers?: Record<string, string> } = {},
) => {
  const token = options.token === undefined ? tokens.metercontrol : options.token;
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: `${BASE}/action`,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: headersOf(token, { ...(key === null ? {} : { 'idempotency-key': key }), ...options.headers }),
  });
};

/** polls the command until the head-end has answered */
async function settled(commandId: string, token = tokens.metercontrol!): Promise<MeterCommand> {
  for (let i = 0; i < 200; i++) {
    const response = await get(`${BASE}/commands/${commandId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const command = response.json<MeterCommand>();
    if (command.status !== 'pending') return command;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`command ${commandId} still pending`);
}

interface SeedMeter {
  id: number;
  meter_number: string;
  customer_number: string;
}
/** the switchable meter in use of a customer's electricity place (or any other one) */
const meterOf = async (instance: string, where: string, params: unknown[] = []): Promise<SeedMeter> => {
  const [row] = await db.query<SeedMeter>(
    `SELECT m.id, m.meter_number, up.customer_number FROM meters m JOIN usage_places up ON up.id = m.usage_place_id
      JOIN headend_meter_state s ON s.meter_id = m.id
     WHERE m.instance = $1 AND m.removed_on IS NULL AND m.remote_controllable AND ${where}
     ORDER BY m.id LIMIT 1`,
    [instance, ...params],
  );
  if (!row) throw new Error(`no meter ${where}`);
  return row;
};
let free: SeedMeter;
let faulty: SeedMeter;
let lawful: SeedMeter;
let notLawful: SeedMeter;
let nivosMeter: SeedMeter;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({
    env: { HEADEND_SIM_DELAY_MS: '20-50', HEADEND_SIM_FAILURE_RATE: '0', HEADEND_SIM_TIMEOUT_RATE: '0' },
    // nivos without the meter control permission: its meter control staff may read, not switch
    instances: (shipped) =>
      shipped.map((config) =>
        config.id === 'nivos' ? { ...config, flags: { ...config.flags, meterControl: false } } : config,
      ),
  }));
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['superuser', 'demo1', 'superuser'],
    ['servant', 'demo1', 'servant'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['customer', 'demo1', 'customer'],
    ['nivosMetercontrol', 'nivos', 'metercontrol'],
    ['nivosAdmin', 'nivos', 'admin'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  // the demo outages take the grid side's voltage away inside their areas (docs/maps.md): none here
  await db.query('DELETE FROM outages');
  faulty = await meterOf('demo1', `s.fault = 'fail'`);
  lawful = await meterOf('demo1', `up.customer_number = '100002'`);
  notLawful = await meterOf('demo1', `up.customer_number = '100001'`);
  free = await meterOf('demo1', `s.fault IS NULL AND up.customer_number NOT IN ('100001', '100002')`);
  nivosMeter = await meterOf('nivos', `s.fault IS NULL`);
});

afterAll(async () => {
  await close();
});

describe('the DLMS disconnect control states (class 70)', () => {
  it('moves as the simulator documents', () => {
    expect(nextState('connected', 'SET_METER_STATUS_DISCONNECT')).toBe('disconnected');
    expect(nextState('ready_for_reconnection', 'SET_METER_STATUS_DISCONNECT')).toBe('disconnected');
    expect(nextState('disconnected', 'SET_METER_STATUS_RECONNECT')).toBe('connected');
    expect(nextState('ready_for_reconnection', 'SET_METER_STATUS_RECONNECT')).toBe('connected');
    expect(nextState('disconnected', 'SET_METER_LOCAL_RECONNECT_ALLOWED')).toBe('ready_for_reconnection');
    expect(nextState('ready_for_reconnection', 'SET_METER_LOCAL_RECONNECT_DISABLED')).toBe('disconnected');
    expect(nextState('connected', 'SET_METER_LOCAL_RECONNECT_ALLOWED')).toBeNull();
    expect(nextState('connected', 'SET_METER_LOCAL_RECONNECT_DISABLED')).toBeNull();
  });
});

describe('GET /connector/v1/riot/meter/{meterNumber}/check', () => {
  it("answers the head-end's state and whether the caller may switch", async () => {
    const response = await get(`${BASE}/${free.meter_number}/check`, tokens.metercontrol, REASON);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<MeterCheck>()).toEqual({
      success: true,
      remoteControllable: true,
      meterControlAllowed: true,
      remoteState: 'connected',
    });
    const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
    expect(audit).toMatchObject({
      action: 'meter.check',
      target: free.meter_number,
      reason_code: 'customer_request',
      details: { outcome: 'ok' },
    });
    expect((await get(`${BASE}/${free.meter_number}/check`, tokens.admin)).json().meterControlAllowed).toBe(
      false,
    );
    expect((await get(`${BASE}/${faulty.meter_number}/check`)).json<MeterCheck>().success).toBe(false);
    const nivos = await get(`${BASE}/${nivosMeter.meter_number}/check`, tokens.nivosMetercontrol);
    expect(nivos.json<MeterCheck>()).toMatchObject({ success: true, meterControlAllowed: false });
  });

  it('an unknown meter and a meter of another instance are both 404 meter_not_found, audited', async () => {
    for (const [number, token] of [
      ['99999999', tokens.metercontrol],
      [nivosMeter.meter_number, tokens.metercontrol],
      [free.meter_number, tokens.nivosMetercontrol],
    ] as const) {
      const response = await get(`${BASE}/${number}/check`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('meter_not_found');
      const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
      expect(audit).toMatchObject({ action: 'meter.check', details: { outcome: 'meter_not_found' } });
    }
    // the log and the lawful check of another instance's meter are as unknown
    for (const path of ['transactions', 'disconnection']) {
      const response = await get(`${BASE}/${nivosMeter.meter_number}/${path}`, tokens.metercontrol);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('meter_not_found');
    }
  });

  it('a customer, no token and a path with NUL or oversized are refused', async () => {
    for (const path of ['check', 'transactions', 'disconnection']) {
      expect((await get(`${BASE}/${free.meter_number}/${path}`, tokens.customer)).statusCode).toBe(403);
      expect((await get(`${BASE}/${free.meter_number}/${path}`, null)).statusCode).toBe(401);
    }
    expect((await get(`${BASE}/12%0034/check`)).statusCode).toBe(400);
    expect((await get(`${BASE}/${'1'.repeat(100)}/check`)).statusCode).toBe(400);
  });
});

describe('POST /connector/v1/riot/meter/action: commands', () => {
  it('a disconnect is answered 202 pending, runs at the head-end, re-reads the state and takes a final reading', async () => {
    const response = await act({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: free.meter_number,
      reason: 'move_out',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    const command = response.json<MeterCommand>();
    expect(command).toMatchObject({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: free.meter_number,
      status: 'pending',
    });
    const done = await settled(command.commandId);
    expect(done).toMatchObject({ status: 'succeeded', remoteState: 'disconnected', error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(done.registers!.find((register) => register.register === '1.8.0')!.value).toBeGreaterThan(0);
    expect(done.registers!.find((register) => register.register === '1.7.0')!.value).toBe(0);
    const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
    const actor = await userOf(db, 'demo1', 'metercontrol');
    expect(audit).toMatchObject({
      action: 'meter.disconnect',
      actor_user_id: actor.id,
      target: free.meter_number,
      reason_code: 'move_out',
      details: { outcome: 'ok', action: 'SET_METER_STATUS_DISCONNECT' },
    });
    // the customer's side is dead now: 0 V on every phase
    const voltages = await app.inject({
      method: 'POST',
      url: `${BASE}/register/list`,
      payload: { action: 'READ_METER_ELECTRICITY_VOLTAGES', meterId: free.meter_number },
      headers: headersOf(tokens.metercontrol),
    });
    const [u] = voltages.json<VoltageCurrentReading[]>();
    expect(u).toMatchObject({ symbol: 'U', L1: { value: 0, unit: 'V' }, L2: { value: 0 }, L3: { value: 0 } });
  });

  it('the local button: allowed from disconnected, disabled back, reconnect connects; each an event with the name', async () => {
    for (const [action, state] of [
      ['SET_METER_LOCAL_RECONNECT_ALLOWED', 'ready_for_reconnection'],
      ['SET_METER_LOCAL_RECONNECT_DISABLED', 'disconnected'],
      ['SET_METER_LOCAL_RECONNECT_ALLOWED', 'ready_for_reconnection'],
      ['SET_METER_STATUS_RECONNECT', 'connected'],
    ] as const) {
      const response = await act({
        action,
        meterId: free.meter_number,
        reason: 'customer_request',
        reasonText: 'Muutto',
      });
      expect(response.statusCode, response.body).toBe(202);
      expect(await settled(response.json<MeterCommand>().commandId)).toMatchObject({
        status: 'succeeded',
        remoteState: state,
      });
    }
    // from connected the meter refuses to allow the local button: the command fails
    const refused = await act({
      action: 'SET_METER_LOCAL_RECONNECT_ALLOWED',
      meterId: free.meter_number,
      reason: 'maintenance',
    });
    expect(await settled(refused.json<MeterCommand>().commandId)).toMatchObject({
      status: 'failed',
      error: 'invalid_state',
    });

    const events = await get(`${BASE}/${free.meter_number}/transactions`);
    expect(events.statusCode).toBe(200);
    const list = events.json<MeterEvent[]>();
    expect(list.slice(0, 5).map((event) => event.action)).toEqual([
      'SET_METER_STATUS_RECONNECT',
      'SET_METER_LOCAL_RECONNECT_ALLOWED',
      'SET_METER_LOCAL_RECONNECT_DISABLED',
      'SET_METER_LOCAL_RECONNECT_ALLOWED',
      'SET_METER_STATUS_DISCONNECT',
    ]);
    const [user] = await db.query<{ name: string; sub: string }>(
      `SELECT first_name || ' ' || last_name AS name, sub::text AS sub FROM users WHERE instance = 'demo1' AND username = 'metercontrol'`,
    );
    expect(list[0]!.user).toBe(user!.name);
    expect(events.body).not.toContain(user!.sub);
    const timestamps = list.map((event) => event.timestamp);
    expect(timestamps).toEqual([...timestamps].sort().reverse());
  });

  it('a replay with the same key and body answers the same command (200); another body with the key is 409', async () => {
    const key = randomUUID();
    const body = { action: 'READ_METER_STATUS', meterId: free.meter_number };
    const first = await act(body, { key });
    expect(first.statusCode).toBe(202);
    const again = await act(body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json<MeterCommand>().commandId).toBe(first.json<MeterCommand>().commandId);
    const other = await act({ ...body, action: 'READ_METER_ELECTRICITY_REGISTERS' }, { key });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('idempotency_key_reused');
    // another user's request with the key is not theirs to replay
    const stranger = await act(body, { key, token: tokens.superuser });
    expect(stranger.json().error).toBe('idempotency_key_reused');
    expect(await settled(first.json<MeterCommand>().commandId)).toMatchObject({
      status: 'succeeded',
      remoteState: 'connected',
    });
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meter_commands WHERE idempotency_key = $1`,
      [key],
    );
    expect(count!.n).toBe(1);
  });

  it('a second switch of a meter while one is pending is 409 command_pending; reads go on', async () => {
    // a switch on its way (written here, so the head-end's speed cannot decide the test)
    const actor = await userOf(db, 'demo1', 'metercontrol');
    const pendingId = randomUUID();
    await db.query(
      `INSERT INTO meter_commands (id, instance, meter_id, action, is_switch, idempotency_key, request_hash, actor_user_id,
                                   actor_sub, status, requested_at)
       VALUES ($1, 'demo1', $2, 'SET_METER_STATUS_DISCONNECT', true, $3, 'x', $4, $5, 'pending', $6)`,
      [pendingId, free.id, randomUUID(), actor.id, actor.sub, new Date()],
    );
    const second = await act({
      action: 'SET_METER_STATUS_RECONNECT',
      meterId: free.meter_number,
      reason: 'safety',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('command_pending');
    const [audit] = await auditRowsOf(db, second.headers['x-request-id']);
    expect(audit).toMatchObject({ action: 'meter.reconnect', details: { outcome: 'command_pending' } });
    const read = await act({ action: 'READ_METER_STATUS', meterId: free.meter_number });
    expect(read.statusCode).toBe(202);
    await settled(read.json<MeterCommand>().commandId);
    await db.query(`UPDATE meter_commands SET status = 'succeeded', finished_at = $2 WHERE id = $1`, [
      pendingId,
      new Date(),
    ]);
    const after = await act({
      action: 'SET_METER_STATUS_RECONNECT',
      meterId: free.meter_number,
      reason: 'safety',
    });
    expect(after.statusCode).toBe(202);
    expect(await settled(after.json<MeterCommand>().commandId)).toMatchObject({
      status: 'succeeded',
      remoteState: 'connected',
    });
  });

  it("a meter whose fault is 'fail' fails every command; 'timeout' times out; the state stays", async () => {
    const response = await act({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: faulty.meter_number,
      reason: 'maintenance',
    });
    expect(response.statusCode).toBe(202);
    expect(await settled(response.json<MeterCommand>().commandId)).toMatchObject({
      status: 'failed',
      error: 'meter_unreachable',
      remoteState: null,
    });
    const read = await act({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: faulty.meter_number });
    const readDone = await settled(read.json<MeterCommand>().commandId);
    expect(readDone).toMatchObject({ status: 'failed', error: 'meter_unreachable' });
    expect(
      readDone.registers!.every(
        (register) => register.value === null && register.error === 'meter_unreachable',
      ),
    ).toBe(true);
    await db.query(`UPDATE headend_meter_state SET fault = 'timeout' WHERE meter_id = $1`, [faulty.id]);
    const late = await act({ action: 'READ_METER_STATUS', meterId: faulty.meter_number });
    expect(await settled(late.json<MeterCommand>().commandId)).toMatchObject({
      status: 'timed_out',
      error: 'meter_timeout',
    });
    await db.query(`UPDATE headend_meter_state SET fault = 'fail' WHERE meter_id = $1`, [faulty.id]);
    const [state] = await db.query<{ output_state: string }>(
      `SELECT output_state FROM headend_meter_state WHERE meter_id = $1`,
      [faulty.id],
    );
    expect(state!.output_state).toBe('connected');
  });

  it('a command left pending past 30 s (a restarted server) reads as timed out and no longer blocks a switch', async () => {
    const actor = await userOf(db, 'demo1', 'metercontrol');
    const id = randomUUID();
    await db.query(
      `INSERT INTO meter_commands (id, instance, meter_id, action, is_switch, idempotency_key, request_hash, actor_user_id,
                                   actor_sub, status, requested_at)
       VALUES ($1, 'demo1', $2, 'SET_METER_STATUS_DISCONNECT', true, $3, 'x', $4, $5, 'pending', $6)`,
      [id, free.id, randomUUID(), actor.id, actor.sub, new Date(Date.now() - 31_000)],
    );
    const response = await act({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: free.meter_number,
      reason: 'safety',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(await settled(id)).toMatchObject({ status: 'timed_out', error: 'meter_timeout' });
    await settled(response.json<MeterCommand>().commandId);
    const back = await act({
      action: 'SET_METER_STATUS_RECONNECT',
      meterId: free.meter_number,
      reason: 'safety',
    });
    expect(await settled(back.json<MeterCommand>().commandId)).toMatchObject({
      status: 'succeeded',
      remoteState: 'connected',
    });
  });

  it('a command of another instance or none at all is 404', async () => {
    const response = await act({ action: 'READ_METER_STATUS', meterId: free.meter_number });
    const { commandId } = response.json<MeterCommand>();
    expect((await get(`${BASE}/commands/${commandId}`, tokens.nivosMetercontrol)).statusCode).toBe(404);
    expect((await get(`${BASE}/commands/${commandId}`, tokens.customer)).statusCode).toBe(403);
    expect((await get(`${BASE}/commands/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`${BASE}/commands/not-a-uuid`)).statusCode).toBe(400);
    await settled(commandId);
  });
});

describe('meter control rights (spec admin-and-calls section 6)', () => {
  it('admin and servant may read but not switch: 403 meter_control_not_allowed, audited', async () => {
    for (const token of [tokens.admin, tokens.servant]) {
      const response = await act(
        { action: 'SET_METER_STATUS_DISCONNECT', meterId: free.meter_number, reason: 'safety' },
        { token },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('meter_control_not_allowed');
      const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
      expect(audit).toMatchObject({
        action: 'meter.disconnect',
        details: { outcome: 'meter_control_not_allowed' },
      });
      const read = await act({ action: 'READ_METER_STATUS', meterId: free.meter_number }, { token });
      expect(read.statusCode).toBe(202);
      await settled(read.json<MeterCommand>().commandId, token);
    }
  });

  it('meter control staff switch only where the instance has the permission; a superuser too', async () => {
    const nivos = await act(
      { action: 'SET_METER_STATUS_DISCONNECT', meterId: nivosMeter.meter_number, reason: 'safety' },
      { token: tokens.nivosMetercontrol },
    );
    expect(nivos.statusCode).toBe(403);
    expect(nivos.json().error).toBe('meter_control_not_allowed');
    const nivosRead = await act(
      { action: 'READ_METER_STATUS', meterId: nivosMeter.meter_number },
      { token: tokens.nivosMetercontrol },
    );
    expect(nivosRead.statusCode).toBe(202);
    await settled(nivosRead.json<MeterCommand>().commandId, tokens.nivosMetercontrol);
    const superuser = await act(
      { action: 'SET_METER_STATUS_DISCONNECT', meterId: free.meter_number, reason: 'maintenance' },
      { token: tokens.superuser },
    );
    expect(superuser.statusCode).toBe(202);
    await settled(superuser.json<MeterCommand>().commandId, tokens.superuser);
    const back = await act({
      action: 'SET_METER_STATUS_RECONNECT',
      meterId: free.meter_number,
      reason: 'maintenance',
    });
    expect(await settled(back.json<MeterCommand>().commandId)).toMatchObject({ remoteState: 'connected' });
  });

  it('a customer and no token are refused; a meter of another instance is 404', async () => {
    const body = { action: 'READ_METER_STATUS', meterId: free.meter_number };
    expect((await act(body, { token: tokens.customer })).statusCode).toBe(403);
    expect((await act(body, { token: null })).statusCode).toBe(401);
    const other = await act({ ...body, meterId: nivosMeter.meter_number });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('meter_not_found');
  });

  it('refuses a missing or bad Idempotency-Key, a switch without a reason, NUL, oversized, unknown and nested bodies', async () => {
    const body = { action: 'READ_METER_STATUS', meterId: free.meter_number };
    const missing = await act(body, { key: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('validations_fail');
    expect((await act(body, { key: 'short' })).statusCode).toBe(400);
    expect((await act(body, { key: 'k'.repeat(101) })).statusCode).toBe(400);
    expect((await act(body, { key: 'has space in it' })).statusCode).toBe(400);
    const reasonless = await act({ action: 'SET_METER_STATUS_DISCONNECT', meterId: free.meter_number });
    expect(reasonless.statusCode).toBe(400);
    expect(reasonless.json().details.fields).toEqual([{ field: 'reason', rule: 'required' }]);
    expect((await act({ ...body, meterId: 'a\u0000b' })).statusCode).toBe(400);
    expect((await act({ ...body, reasonText: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await act({ ...body, reason: 'boredom' })).statusCode).toBe(400);
    expect((await act({ ...body, action: 'SELF_DESTRUCT' })).statusCode).toBe(400);
    expect((await act({ ...body, extra: true })).statusCode).toBe(400);
    expect((await act({ ...body, reasonText: 'x'.repeat(100_000) })).statusCode).toBe(413);
    expect((await act(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).statusCode).toBe(400);
  });
});

describe('POST /connector/v1/riot/meter/register/list', () => {
  const list = (body: unknown, token = tokens.admin) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/register/list`,
      payload: body as object,
      headers: headersOf(token),
    });

  it('reads the electricity registers and the voltages and currents per phase', async () => {
    const registers = await list({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: free.meter_number });
    expect(registers.statusCode, registers.body).toBe(200);
    const readings = registers.json<MeterRegisterReading[]>();
    expect(readings.map((reading) => reading.register)).toContain('1.8.0');
    expect(readings.find((reading) => reading.register === '1.8.0')).toMatchObject({
      unit: 'kWh',
      error: null,
    });
    const [audit] = await auditRowsOf(db, registers.headers['x-request-id']);
    expect(audit).toMatchObject({
      action: 'meter.read',
      details: { read: 'READ_METER_ELECTRICITY_REGISTERS' },
    });
    const voltages = (
      await list({ action: 'READ_METER_ELECTRICITY_VOLTAGES', meterId: free.meter_number })
    ).json<VoltageCurrentReading[]>();
    expect(voltages.map((reading) => reading.symbol)).toEqual(['U', 'I']);
    for (const phase of ['L1', 'L2', 'L3'] as const) {
      expect(voltages[0]![phase].value).toBeGreaterThan(220);
      expect(voltages[0]![phase].value).toBeLessThan(240);
      expect(voltages[1]![phase]).toMatchObject({ unit: 'A', error: null });
    }
  });

  it('inside an outage in progress a connected meter reads no voltage and no power', async () => {
    const [place] = await db.query<{ latitude: number; longitude: number }>(
      'SELECT p.latitude, p.longitude FROM meters m JOIN usage_places p ON p.id = m.usage_place_id WHERE m.id = $1',
      [free.id],
    );
    await db.query(
      `INSERT INTO outages (instance, reference, status, cause, started_at, estimated_end_at, affected_customers, area)
       VALUES ('demo1', 'TEST-OUTAGE', 'repairing', 'A tree on the line', $1, NULL, 1, $2)`,
      [
        new Date(app.clock.now().getTime() - 3_600_000),
        JSON.stringify(hexagonAround(place!.latitude, place!.longitude, 0.3)),
      ],
    );
    try {
      const readings = (
        await list({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: free.meter_number })
      ).json<MeterRegisterReading[]>();
      expect(readings.find((reading) => reading.register === '1.7.0')?.value).toBe(0);
      expect(readings.find((reading) => reading.register === '1.8.0')?.value).toBeGreaterThan(0);
      const [u] = (
        await list({ action: 'READ_METER_ELECTRICITY_VOLTAGES', meterId: free.meter_number })
      ).json<VoltageCurrentReading[]>();
      expect([u!.L1.value, u!.L2.value, u!.L3.value]).toEqual([0, 0, 0]);
    } finally {
      await db.query(`DELETE FROM outages WHERE reference = 'TEST-OUTAGE'`);
    }
  });

  it('a faulty meter gives an error per reading; a customer, another instance and bad bodies are refused', async () => {
    const faults = (
      await list({ action: 'READ_METER_ELECTRICITY_VOLTAGES', meterId: faulty.meter_number })
    ).json<VoltageCurrentReading[]>();
    expect(faults[0]!.L1).toEqual({ value: null, unit: 'V', error: 'meter_unreachable' });
    expect(
      (
        await list(
          { action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: free.meter_number },
          tokens.customer,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await list({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: nivosMeter.meter_number }))
        .statusCode,
    ).toBe(404);
    expect((await list({ action: 'READ_METER_STATUS', meterId: free.meter_number })).statusCode).toBe(400);
    expect((await list({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: 'a\u0000' })).statusCode).toBe(
      400,
    );
    const [removed] = await db.query<{ meter_number: string }>(
      `SELECT meter_number FROM meters WHERE instance = 'demo1' AND removed_on IS NOT NULL LIMIT 1`,
    );
    const gone = await list({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: removed!.meter_number });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe('meter_not_remote_controllable');
  });
});

describe('lawful disconnection for non-payment (FACTS.md)', () => {
  it("customer2's place is lawful to disconnect; the first customer's is not (warning period)", async () => {
    const yes = await get(`${BASE}/${lawful.meter_number}/disconnection`, tokens.admin);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json<DisconnectionCheck>()).toMatchObject({ lawful: true, blockers: [] });
    expect(yes.json<DisconnectionCheck>().unpaidCents).toBeGreaterThan(0);
    const no = await get(`${BASE}/${notLawful.meter_number}/disconnection`, tokens.admin);
    const check = no.json<DisconnectionCheck>();
    expect(check.lawful).toBe(false);
    expect(check.blockers.map((blocker) => blocker.rule)).toContain('warning_period');
    expect(check.earliestDate! > new Date().toISOString().slice(0, 10)).toBe(true);
    const [audit] = await auditRowsOf(db, no.headers['x-request-id']);
    expect(audit).toMatchObject({ action: 'meter.read', details: { read: 'disconnection', outcome: 'ok' } });
  });

  it('a disconnect for non-payment that is not lawful today is refused 409 with the blockers; another reason goes', async () => {
    const refused = await act({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: notLawful.meter_number,
      reason: 'non_payment',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'disconnection_not_lawful',
      details: { blockers: expect.arrayContaining([expect.objectContaining({ rule: 'warning_period' })]) },
    });
    const [audit] = await auditRowsOf(db, refused.headers['x-request-id']);
    expect(audit).toMatchObject({
      action: 'meter.disconnect',
      reason_code: 'non_payment',
      details: { outcome: 'disconnection_not_lawful' },
    });
    const allowed = await act({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: lawful.meter_number,
      reason: 'non_payment',
    });
    expect(allowed.statusCode, allowed.body).toBe(202);
    expect(await settled(allowed.json<MeterCommand>().commandId)).toMatchObject({
      status: 'succeeded',
      remoteState: 'disconnected',
    });
    const back = await act({
      action: 'SET_METER_STATUS_RECONNECT',
      meterId: lawful.meter_number,
      reason: 'customer_request',
    });
    expect(await settled(back.json<MeterCommand>().commandId)).toMatchObject({ remoteState: 'connected' });
  });

  it('the special reason holds the disconnection back three months from the due date', async () => {
    const today = helsinkiDay(new Date());
    // customer2's debts made recent: the warning period has passed, the special reason has not
    await db.query(
      `UPDATE invoices SET due_date = $2::date, reminder_sent_on = $3::date, disconnection_warning_sent_on = $4::date
        WHERE status = 'unpaid' AND usage_place_id = (SELECT usage_place_id FROM meters WHERE id = $1)`,
      [lawful.id, addDays(today, -40), addDays(today, -33), addDays(today, -19)],
    );
    await db.query(
      `UPDATE customers SET special_payment_reason = true WHERE instance = 'demo1' AND customer_number = '100002'`,
    );
    const special = (
      await get(`${BASE}/${lawful.meter_number}/disconnection`, tokens.admin)
    ).json<DisconnectionCheck>();
    expect(special.lawful).toBe(false);
    expect(special.blockers.map((blocker) => blocker.rule)).toContain('special_reason');
    expect(special.earliestDate).toBe(addMonths(addDays(today, -40), 3));
    await db.query(
      `UPDATE customers SET special_payment_reason = false WHERE instance = 'demo1' AND customer_number = '100002'`,
    );
    const plain = (
      await get(`${BASE}/${lawful.meter_number}/disconnection`, tokens.admin)
    ).json<DisconnectionCheck>();
    // without it the combined contract's threshold (less than 500 EUR owed) is what holds it back
    expect(plain.blockers.map((blocker) => blocker.rule)).toEqual(['combined_contract_threshold']);
    await db.query(
      `UPDATE invoices SET amount_cents = 60000 WHERE status = 'unpaid' AND usage_place_id = (SELECT usage_place_id FROM meters WHERE id = $1)`,
      [lawful.id],
    );
    const owed = (
      await get(`${BASE}/${lawful.meter_number}/disconnection`, tokens.admin)
    ).json<DisconnectionCheck>();
    expect(owed).toMatchObject({ lawful: true, blockers: [], earliestDate: addDays(today, -5) });
  });
});
