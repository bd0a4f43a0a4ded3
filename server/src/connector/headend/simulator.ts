import { setTimeout as sleep } from 'node:timers/promises';
import type {
  MeterRegisterReading,
  MeterRemoteState,
  VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';
import type { Clock } from '../../clock.js';
import type { Database } from '../../plugins/database.js';
import { seedFrom } from '../../demo/prng.js';
import type { Headend, HeadendActor, HeadendMeter, HeadendOutcome, SwitchAction } from './headend.js';
import type { HeadendSettings } from './settings.js';
import { areaContains } from '../outages/area.js';
import { currentOutages } from '../outages/repository.js';

/**
 * DLMS disconnect control (class 70) as the simulator runs it: a disconnect from any state; a remote
 * reconnect from disconnected or ready for reconnection; allowing the local button moves disconnected to
 * ready for reconnection (the customer's button then connects); disabling it moves back. Anything else is
 * refused by the meter (null).
 */
export function nextState(state: MeterRemoteState, action: SwitchAction): MeterRemoteState | null {
  switch (action) {
    case 'SET_METER_STATUS_DISCONNECT':
      return 'disconnected';
    case 'SET_METER_STATUS_RECONNECT':
      return 'connected';
    case 'SET_METER_LOCAL_RECONNECT_ALLOWED':
      return state === 'connected' ? null : 'ready_for_reconnection';
    case 'SET_METER_LOCAL_RECONNECT_DISABLED':
      return state === 'connected' ? null : 'disconnected';
  }
}

interface StateRow {
  output_state: MeterRemoteState;
  fault: 'fail' | 'timeout' | null;
}

const REGISTERS = [
  { register: '1.8.0', registerText: 'Active energy import (A+) total', unit: 'kWh', symbol: 'A+', share: 1 },
  {
    register: '1.8.1',
    registerText: 'Active energy import (A+) tariff 1 (day)',
    unit: 'kWh',
    symbol: 'A+',
    share: 0.62,
  },
  {
    register: '1.8.2',
    registerText: 'Active energy import (A+) tariff 2 (night)',
    unit: 'kWh',
    symbol: 'A+',
    share: 0.38,
  },
  { register: '2.8.0', registerText: 'Active energy export (A-) total', unit: 'kWh', symbol: 'A-', share: 0 },
  {
    register: '3.8.0',
    registerText: 'Reactive energy import (R+) total',
    unit: 'kvarh',
    symbol: 'R+',
    share: 0.12,
  },
  {
    register: '4.8.0',
    registerText: 'Reactive energy export (R-) total',
    unit: 'kvarh',
    symbol: 'R-',
    share: 0.03,
  },
  {
    register: '1.7.0',
    registerText: 'Active power import (A+) instantaneous',
    unit: 'kW',
    symbol: 'P+',
    share: 0,
  },
] as const;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The default head-end: meters' switch states in `headend_meter_state` (shared by every replica), a delay
 * of `delayMs` per call, now and then a failure or a timeout (`failureRate`, `timeoutRate`), and a meter's
 * `fault` ('fail', 'timeout') forcing one every time. Registers and voltages are made up from the meter
 * number and the time, the same for the same instant; a meter whose output is off reads 0 V and 0 A on the
 * customer's side.
 */
/** Whether the meter's place lies in the area of an outage in progress. */
async function inOutage(db: Database, meter: HeadendMeter, now: Date): Promise<boolean> {
  const [place] = await db.query<{ latitude: number | null; longitude: number | null }>(
    `SELECT p.latitude, p.longitude FROM meters m JOIN usage_places p ON p.id = m.usage_place_id WHERE m.id = $1`,
    [meter.id],
  );
  if (place?.latitude == null || place.longitude == null) return false;
  const outages = await currentOutages(db, meter.instance, now);
  return outages.some((outage) => areaContains(outage.area, place.longitude!, place.latitude!));
}

export function createSimulator(
  db: Database,
  clock: Clock,
  settings: HeadendSettings,
  random: () => number = Math.random,
): Headend {
  const wait = () => {
    const { min, max } = settings.delayMs;
    return sleep(min + Math.floor(random() * (max - min + 1)));
  };
  const stateOf = async (tx: Database, meter: HeadendMeter, lock = false): Promise<StateRow | null> => {
    const [row] = await tx.query<StateRow>(
      `SELECT output_state, fault FROM headend_meter_state WHERE meter_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [meter.id],
    );
    return row ?? null;
  };
  /** the fault this call meets, or null */
  const faultOf = (row: StateRow | null): HeadendOutcome | null => {
    if (row === null) return { status: 'failed', error: 'meter_unreachable' };
    if (row.fault === 'timeout') return { status: 'timed_out', error: 'meter_timeout' };
    if (row.fault === 'fail') return { status: 'failed', error: 'meter_unreachable' };
    const draw = random();
    if (draw < settings.failureRate) return { status: 'failed', error: 'meter_unreachable' };
    if (draw < settings.failureRate + settings.timeoutRate)
      return { status: 'timed_out', error: 'meter_timeout' };
    return null;
  };
  /** hours the meter has counted, for readings that grow steadily */
  const hoursOf = (meter: HeadendMeter) =>
    Math.max(
      0,
      (clock.now().getTime() - Date.parse(`${meter.installDate ?? '2015-01-01'}T00:00:00Z`)) / 3_600_000,
    );

  return {
    async check(meter) {
      const row = await stateOf(db, meter);
      return { reachable: row !== null && row.fault === null, state: row?.output_state ?? null };
    },

    async readState(meter) {
      await wait();
      const row = await stateOf(db, meter);
      return faultOf(row) ?? { status: 'succeeded', state: row!.output_state };
    },

    async action(meter, action, actor: HeadendActor) {
      await wait();
      return db.transaction(async (tx) => {
        const row = await stateOf(tx, meter, true);
        const fault = faultOf(row);
        if (fault) return fault;
        const next = nextState(row!.output_state, action);
        if (next === null) return { status: 'failed', error: 'invalid_state' };
        const at = clock.now();
        await tx.query(
          'UPDATE headend_meter_state SET output_state = $2, changed_at = $3 WHERE meter_id = $1',
          [meter.id, next, at],
        );
        await tx.query(
          'INSERT INTO meter_events (meter_id, at, action, actor_sub, actor_name) VALUES ($1, $2, $3, $4, $5)',
          [meter.id, at, action, actor.sub, actor.name],
        );
        return { status: 'succeeded', state: next };
      });
    },

    async transactions(meter) {
      const rows = await db.query<{ at: Date; action: string; actor_sub: string | null; actor_name: string }>(
        `SELECT at, action, actor_sub::text AS actor_sub, actor_name FROM meter_events
          WHERE meter_id = $1 ORDER BY at DESC, id DESC LIMIT 500`,
        [meter.id],
      );
      return rows.map((row) => ({
        at: new Date(row.at),
        action: row.action,
        actorSub: row.actor_sub,
        actorName: row.actor_name,
      }));
    },

    async registers(meter): Promise<MeterRegisterReading[]> {
      await wait();
      const row = await stateOf(db, meter);
      const fault = faultOf(row);
      const seed = seedFrom(meter.meterNumber);
      const hours = hoursOf(meter);
      const imported = 4_000 + (seed % 30_000) + hours * (0.25 + (seed % 50) / 100);
      // no power flows while disconnected, nor inside an outage in progress (as voltages() below)
      const on = row?.output_state === 'connected' && !(await inOutage(db, meter, clock.now()));
      const minute = Math.floor(clock.now().getTime() / 60_000);
      return REGISTERS.map((register) => {
        let value: number;
        if (register.register === '2.8.0') value = seed % 3 === 0 ? hours * 0.06 : 0;
        else if (register.register === '1.7.0') value = on ? 0.2 + ((seed + minute) % 45) / 10 : 0;
        else value = imported * register.share;
        return {
          registerText: register.registerText,
          register: register.register,
          unit: register.unit,
          symbol: register.symbol,
          phase: null,
          text: `1-0:${register.register}*255`,
          value: fault ? null : round(value, 3),
          error: fault && fault.status !== 'succeeded' ? fault.error : null,
        };
      });
    },

    async voltages(meter): Promise<VoltageCurrentReading[]> {
      await wait();
      const row = await stateOf(db, meter);
      const fault = faultOf(row);
      const error = fault && fault.status !== 'succeeded' ? fault.error : null;
      // the grid side is dead inside an outage in progress (outages, docs/maps.md): no voltage even when connected
      const on = row?.output_state === 'connected' && !(await inOutage(db, meter, clock.now()));
      const seed = seedFrom(meter.meterNumber);
      const minute = Math.floor(clock.now().getTime() / 60_000);
      const phase = (symbol: 'U' | 'I', n: number) => {
        const value =
          symbol === 'U'
            ? on
              ? 226 + ((seed + minute * 7 + n * 13) % 90) / 10
              : 0
            : on
              ? 0.4 + (((seed >>> n) + minute * 3) % 120) / 10
              : 0;
        return { value: error ? null : round(value, 1), unit: symbol === 'U' ? 'V' : 'A', error };
      };
      return (['U', 'I'] as const).map((symbol) => ({
        symbol,
        L1: phase(symbol, 1),
        L2: phase(symbol, 2),
        L3: phase(symbol, 3),
      }));
    },
  };
}
