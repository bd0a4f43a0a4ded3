import type { ApiErrorData } from '@portal/shared';
import type {
  MeterAction,
  MeterCommand,
  MeterRegisterReading,
  MeterRemoteState,
  SwitchReason,
  VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';

/** spec admin-and-calls section 4, "Meter remote state" */
export type RemoteView = 'not_read' | 'loading' | 'on' | 'off' | 'error';

/** 'on' is connected; 'off' is disconnected, or ready for the customer's local button to reconnect */
export const viewOf = (state: MeterRemoteState | null): RemoteView =>
  state === 'connected' ? 'on' : state ? 'off' : 'not_read';

/** One user intent: a command and its idempotency key, kept for a retry of the same intent. */
export interface Intent {
  action: MeterAction;
  key: string;
  reason?: SwitchReason;
  reasonText?: string;
}

export type Outcome =
  | { kind: 'succeeded'; action: MeterAction }
  | { kind: 'failed'; action: MeterAction; error: string | null }
  | { kind: 'refused'; action: MeterAction; error: ApiErrorData; retryable: boolean };

export interface MeterControlState {
  view: RemoteView;
  remoteState: MeterRemoteState | null;
  /** the intent on its way (a command sent or polled); one at a time */
  pending: Intent | null;
  /** the last intent that could not be sent, for 'try again' with the same key */
  retry: Intent | null;
  outcome: Outcome | null;
  /** the last readings a command brought (the final register reading after a switch) */
  registers: MeterRegisterReading[] | null;
  voltages: VoltageCurrentReading[] | null;
}

export const initialMeterControlState: MeterControlState = {
  view: 'not_read',
  remoteState: null,
  pending: null,
  retry: null,
  outcome: null,
  registers: null,
  voltages: null,
};

export type MeterControlEvent =
  | { type: 'started'; intent: Intent }
  | { type: 'finished'; command: MeterCommand }
  | { type: 'sendFailed'; error: ApiErrorData };

/** a switch of the power: the state is re-read after it succeeds (spec section 4) */
export const isPowerSwitch = (action: MeterAction): boolean =>
  action === 'SET_METER_STATUS_DISCONNECT' || action === 'SET_METER_STATUS_RECONNECT';

export const isReadAction = (action: MeterAction): boolean => action === 'READ_METER_STATUS';

/** the server refused the intent itself: sending the same again would be refused again */
const refusedForGood = (error: ApiErrorData): boolean =>
  error.httpStatusCode >= 400 &&
  error.httpStatusCode < 500 &&
  error.httpStatusCode !== 408 &&
  error.httpStatusCode !== 429;

export function meterControlReducer(state: MeterControlState, event: MeterControlEvent): MeterControlState {
  switch (event.type) {
    case 'started':
      if (state.pending) return state;
      return {
        ...state,
        pending: event.intent,
        retry: null,
        outcome: null,
        view: isReadAction(event.intent.action) ? 'loading' : state.view,
      };
    case 'finished': {
      const { command } = event;
      const action = state.pending?.action ?? command.action;
      if (command.status === 'succeeded') {
        const remoteState = command.remoteState ?? state.remoteState;
        return {
          ...state,
          pending: null,
          remoteState,
          view: command.remoteState ? viewOf(command.remoteState) : state.view,
          outcome: { kind: 'succeeded', action },
          registers: command.registers ?? state.registers,
          voltages: command.voltages ?? state.voltages,
        };
      }
      return {
        ...state,
        pending: null,
        view: isReadAction(action) ? 'error' : state.view,
        outcome: { kind: 'failed', action, error: command.error },
      };
    }
    case 'sendFailed': {
      const intent = state.pending;
      if (!intent) return state;
      const retryable = !refusedForGood(event.error);
      return {
        ...state,
        pending: null,
        retry: retryable ? intent : null,
        view: isReadAction(intent.action) ? 'error' : state.view,
        outcome: { kind: 'refused', action: intent.action, error: event.error, retryable },
      };
    }
    default:
      return state;
  }
}

/** Disconnect only after a read that says on; reconnect only after one that says off (spec section 4). */
export const canDisconnect = (state: MeterControlState): boolean => state.view === 'on' && !state.pending;
export const canReconnect = (state: MeterControlState): boolean => state.view === 'off' && !state.pending;

/** a voltage above this on a phase of a disconnected meter means the customer's side is live */
export const LIVE_VOLTAGE = 50;
