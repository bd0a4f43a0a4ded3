import { describe, expect, it } from 'vitest';
import { makeCommand } from '../testing/fixtures';
import {
  canDisconnect,
  canReconnect,
  initialMeterControlState,
  meterControlReducer as reduce,
  viewOf,
  type Intent,
  type MeterControlState,
} from './meterControl';

const read: Intent = { action: 'READ_METER_STATUS', key: 'k1' };
const disconnect: Intent = { action: 'SET_METER_STATUS_DISCONNECT', key: 'k2', reason: 'customer_request' };

const afterRead = (remoteState: 'connected' | 'disconnected' | 'ready_for_reconnection'): MeterControlState =>
  reduce(reduce(initialMeterControlState, { type: 'started', intent: read }), {
    type: 'finished',
    command: makeCommand({ remoteState }),
  });

describe('meter remote state (spec section 4)', () => {
  it('on is connected; off is disconnected or ready for reconnection; nothing read is not read', () => {
    expect(viewOf('connected')).toBe('on');
    expect(viewOf('disconnected')).toBe('off');
    expect(viewOf('ready_for_reconnection')).toBe('off');
    expect(viewOf(null)).toBe('not_read');
  });

  it('starts not read: neither disconnect nor reconnect', () => {
    expect(initialMeterControlState.view).toBe('not_read');
    expect(canDisconnect(initialMeterControlState)).toBe(false);
    expect(canReconnect(initialMeterControlState)).toBe(false);
  });

  it('a read is loading, then on (disconnect only) or off (reconnect only)', () => {
    const loading = reduce(initialMeterControlState, { type: 'started', intent: read });
    expect(loading.view).toBe('loading');
    expect(canDisconnect(loading) || canReconnect(loading)).toBe(false);
    const on = afterRead('connected');
    expect([on.view, canDisconnect(on), canReconnect(on)]).toEqual(['on', true, false]);
    const off = afterRead('ready_for_reconnection');
    expect([off.view, canDisconnect(off), canReconnect(off)]).toEqual(['off', false, true]);
  });

  it('a failed read is the error state', () => {
    const state = reduce(reduce(initialMeterControlState, { type: 'started', intent: read }), {
      type: 'finished',
      command: makeCommand({ status: 'timed_out', remoteState: null, error: 'meter_timeout' }),
    });
    expect(state.view).toBe('error');
    expect(state.outcome).toEqual({ kind: 'failed', action: 'READ_METER_STATUS', error: 'meter_timeout' });
  });

  it('a pending command blocks every other; its success shows the re-read state', () => {
    const pending = reduce(afterRead('connected'), { type: 'started', intent: disconnect });
    expect(canDisconnect(pending)).toBe(false);
    expect(reduce(pending, { type: 'started', intent: read })).toBe(pending);
    const done = reduce(pending, {
      type: 'finished',
      command: makeCommand({ action: 'SET_METER_STATUS_DISCONNECT', remoteState: 'disconnected' }),
    });
    expect([done.view, done.pending, canReconnect(done)]).toEqual(['off', null, true]);
    expect(done.outcome).toEqual({ kind: 'succeeded', action: 'SET_METER_STATUS_DISCONNECT' });
  });

  it('a failed switch keeps the state read; a send that failed on the way keeps the intent (its key) for a retry', () => {
    const pending = reduce(afterRead('connected'), { type: 'started', intent: disconnect });
    const failed = reduce(pending, {
      type: 'finished',
      command: makeCommand({
        action: 'SET_METER_STATUS_DISCONNECT',
        status: 'failed',
        remoteState: null,
        error: 'x',
      }),
    });
    expect([failed.view, failed.outcome?.kind, failed.retry]).toEqual(['on', 'failed', null]);
    const lost = reduce(pending, {
      type: 'sendFailed',
      error: { httpStatusCode: 500, errorCode: 'generalError', translate: true },
    });
    expect(lost.retry).toEqual(disconnect);
    const refused = reduce(pending, {
      type: 'sendFailed',
      error: { httpStatusCode: 409, errorCode: 'command_pending', translate: true },
    });
    expect(refused.retry).toBe(null);
    expect(refused.outcome).toMatchObject({ kind: 'refused', retryable: false });
  });
});
