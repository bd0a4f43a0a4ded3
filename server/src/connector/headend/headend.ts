import type {
  MeterAction,
  MeterRegisterReading,
  MeterRemoteState,
  VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';

/** A meter as the head-end is asked about it. */
export interface HeadendMeter {
  id: number;
  instance: string;
  meterNumber: string;
  installDate: string | null;
}

/** Who asked: the event log names them; their sub stays on the server. */
export interface HeadendActor {
  sub: string;
  name: string;
}

export type SwitchAction = Extract<
  MeterAction,
  | 'SET_METER_STATUS_DISCONNECT'
  | 'SET_METER_STATUS_RECONNECT'
  | 'SET_METER_LOCAL_RECONNECT_ALLOWED'
  | 'SET_METER_LOCAL_RECONNECT_DISABLED'
>;

export type HeadendOutcome =
  { status: 'succeeded'; state: MeterRemoteState } | { status: 'failed' | 'timed_out'; error: string };

export interface HeadendEvent {
  at: Date;
  action: string;
  actorSub: string | null;
  actorName: string;
}

/**
 * What the portal needs of a metering head-end (docs/location-management.md, "Head-end"). Each call may
 * take seconds; a command's outcome is the head-end's. The simulator (simulator.ts) is the default; a real
 * head-end plugs in behind the same interface.
 */
export interface Headend {
  /** the meter's last known switch state, at once (null: the head-end does not know the meter) */
  check(meter: HeadendMeter): Promise<{ reachable: boolean; state: MeterRemoteState | null }>;
  /** reads the state from the meter itself */
  readState(meter: HeadendMeter): Promise<HeadendOutcome>;
  /** runs a switch of DLMS disconnect control (class 70) */
  action(meter: HeadendMeter, action: SwitchAction, actor: HeadendActor): Promise<HeadendOutcome>;
  /** the meter's event log, newest first */
  transactions(meter: HeadendMeter): Promise<HeadendEvent[]>;
  registers(meter: HeadendMeter): Promise<MeterRegisterReading[]>;
  voltages(meter: HeadendMeter): Promise<VoltageCurrentReading[]>;
}
