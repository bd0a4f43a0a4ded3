import { deferred, mockFetch, renderModule, testUser, type RecordedCall } from '@portal/shared/testing';
import type { MeterCommand, VoltageCurrentReading } from '@portal/shared/api/locationManagement';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import adminModule from '../../module';
import { makeCommand } from '../testing/fixtures';
import { MeterControlDialog } from './MeterControlDialog';

const ACTION = '/connector/v1/riot/meter/action';
const COMMAND = (id: string) => `/connector/v1/riot/meter/commands/${id}`;
const REGISTERS = '/connector/v1/riot/meter/register/list';
const DISCONNECTION = '/connector/v1/riot/meter/M-10001/disconnection';
const operator = testUser({ username: 'meter', roles: ['ROLE_METER_CONTROL'] });

const phases = (value: number, unit: string) => ({
  L1: { value, unit, error: null },
  L2: { value, unit, error: null },
  L3: { value, unit, error: null },
});
const voltages = (volts: number): VoltageCurrentReading[] => [
  { symbol: 'U', ...phases(volts, 'V') },
  { symbol: 'I', ...phases(0, 'A') },
];

const renderDialog = (strict = false) => {
  const dialog = <MeterControlDialog meterNumber="M-10001" onClose={() => undefined} pollIntervalMs={5} />;
  return renderModule(adminModule, strict ? <StrictMode>{dialog}</StrictMode> : dialog, {
    url: '/demo1/en-US/admin/location-management',
    user: operator,
    flags: { meterControl: true },
  });
};

/** A head-end stand-in: each action answers 202 pending, then its result on the first poll. */
function headEnd(results: Partial<Record<string, Partial<MeterCommand>>>, volts = 0) {
  let n = 0;
  const commands = new Map<string, MeterCommand>();
  const handlers: Record<string, (call: RecordedCall) => { status?: number; body?: unknown }> = {
    [ACTION]: (call) => {
      const body = call.body as { action: string };
      n += 1;
      const id = `c${n}`;
      const done = makeCommand({
        commandId: id,
        action: body.action as MeterCommand['action'],
        ...results[body.action],
      });
      commands.set(id, done);
      handlers[COMMAND(id)] = () => ({ body: done });
      return { status: 202, body: { ...done, status: 'pending', remoteState: null, finishedAt: null } };
    },
    [REGISTERS]: () => ({ body: voltages(volts) }),
  };
  return { handlers, commands };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** the disconnect's second question, answered yes */
const confirmDisconnect = async () => {
  const confirm = await screen.findByRole('group', { name: 'Disconnect the power of meter M-10001?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
};
const chooseReason = (reason: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: /Reason for the switch/ }), {
    target: { value: reason },
  });

describe('MeterControlDialog', () => {
  it('starts not read: only read is enabled; a read of on enables disconnect once a reason is chosen', async () => {
    const { handlers } = headEnd({ READ_METER_STATUS: { remoteState: 'connected' } });
    const api = mockFetch(handlers);
    renderDialog();
    expect(await screen.findByText('Not read')).toBeTruthy();
    // the spec's 'close power and stop local' and 'start power' are what Disconnect and Reconnect do
    expect(screen.getByText(/^Disconnect closes the power and stops local reconnection/)).toBeTruthy();
    expect(button('Read state').disabled).toBe(false);
    expect(button('Disconnect').disabled).toBe(true);
    expect(button('Reconnect').disabled).toBe(true);
    fireEvent.click(button('Read state'));
    expect(await screen.findByText('On (connected)')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('The meter state was read.')).toBeTruthy();
    expect(api.callsTo(ACTION)[0]?.body).toEqual({ action: 'READ_METER_STATUS', meterId: 'M-10001' });
    expect(button('Disconnect').disabled).toBe(true);
    chooseReason('customer_request');
    expect(button('Disconnect').disabled).toBe(false);
    expect(button('Reconnect').disabled).toBe(true);
  });

  it('disconnects with the reason and a key, shows the re-read state, then allows a reconnect', async () => {
    const { handlers } = headEnd({
      READ_METER_STATUS: { remoteState: 'connected' },
      SET_METER_STATUS_DISCONNECT: { remoteState: 'disconnected' },
    });
    const api = mockFetch(handlers);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    await screen.findByText('On (connected)');
    chooseReason('move_out');
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional information (optional)' }), {
      target: { value: ' keys returned ' },
    });
    // a disconnect cuts the power: it asks first, naming the meter and the reason, and Cancel sends nothing
    fireEvent.click(button('Disconnect'));
    const confirm = await screen.findByRole('group', { name: 'Disconnect the power of meter M-10001?' });
    expect(within(confirm).getByText(/Reason: Move-out\./)).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(api.callsTo(ACTION)).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /Disconnect the power/ })).toBeNull());
    expect(api.callsTo(ACTION)).toHaveLength(1);
    fireEvent.click(button('Disconnect'));
    await confirmDisconnect();
    expect(await screen.findByText('The meter was disconnected. The state was read again.')).toBeTruthy();
    expect(screen.getByText('Off (disconnected)')).toBeTruthy();
    const [read, disconnect] = api.callsTo(ACTION);
    expect(disconnect?.body).toEqual({
      action: 'SET_METER_STATUS_DISCONNECT',
      meterId: 'M-10001',
      reason: 'move_out',
      reasonText: 'keys returned',
    });
    expect(disconnect?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(disconnect?.headers['Idempotency-Key']).not.toBe(read?.headers['Idempotency-Key']);
    // the voltages are read before a reconnect is offered; 0 V: no warning
    await waitFor(() => expect(button('Reconnect').disabled).toBe(false));
    expect(button('Disconnect').disabled).toBe(true);
    expect(screen.queryByText(/is live/)).toBeNull();
  });

  it('a pending command shows its progress and disables every button: nothing is sent twice', async () => {
    const hold = deferred<{ body: unknown }>();
    const api = mockFetch({
      [ACTION]: () => ({ status: 202, body: makeCommand({ status: 'pending', remoteState: null }) }),
      [COMMAND('c1')]: () => hold.promise,
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    expect(await within(screen.getByRole('status')).findByText('Reading the meter state…')).toBeTruthy();
    expect(button('Read state').disabled).toBe(true);
    fireEvent.click(button('Read state'));
    expect(api.callsTo(ACTION)).toHaveLength(1);
    hold.resolve({ body: makeCommand({ remoteState: 'ready_for_reconnection' }) });
    expect(await screen.findByText('Off (disconnected)')).toBeTruthy();
  });

  it('a failed disconnect says so; a send lost on the way is retried with the same key', async () => {
    const { handlers } = headEnd({
      READ_METER_STATUS: { remoteState: 'connected' },
      SET_METER_STATUS_DISCONNECT: { status: 'failed', remoteState: null, error: 'meter_unreachable' },
    });
    const api = mockFetch(handlers);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    await screen.findByText('On (connected)');
    chooseReason('safety');
    fireEvent.click(button('Disconnect'));
    await confirmDisconnect();
    expect(await screen.findByText(/Cannot disconnect the meter\./)).toBeTruthy();
    expect(screen.getByText('On (connected)')).toBeTruthy();

    const send = handlers[ACTION]!;
    let lose = true;
    handlers[ACTION] = (call) => {
      if (lose) {
        lose = false;
        return { status: 503, body: { error: 'service_unavailable' } };
      }
      return send(call);
    };
    fireEvent.click(button('Disconnect'));
    await confirmDisconnect();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(ACTION)).toHaveLength(4));
    const [, , lost, retried] = api.callsTo(ACTION);
    expect(retried?.headers['Idempotency-Key']).toBe(lost?.headers['Idempotency-Key']);
  });

  it('a read that fails is the error state', async () => {
    const { handlers } = headEnd({
      READ_METER_STATUS: { status: 'timed_out', remoteState: null, error: 'meter_timeout' },
    });
    mockFetch(handlers);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    expect(
      await screen.findByText('Cannot load the meter state. The meter did not answer in time.'),
    ).toBeTruthy();
    expect(button('Disconnect').disabled).toBe(true);
    expect(button('Reconnect').disabled).toBe(true);
  });

  it('non-payment: the lawful date and every blocker are shown, and a disconnect that is not lawful is blocked', async () => {
    const { handlers } = headEnd({ READ_METER_STATUS: { remoteState: 'connected' } });
    handlers[DISCONNECTION] = () => ({
      body: {
        lawful: false,
        earliestDate: '2026-12-15',
        unpaidCents: 12_000,
        blockers: [
          { rule: 'warning_period', until: '2026-12-15' },
          { rule: 'winter_electric_heating', until: null },
        ],
      },
    });
    mockFetch(handlers);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    await screen.findByText('On (connected)');
    chooseReason('non_payment');
    expect(
      await screen.findByText('A disconnection for non-payment is not lawful before 12/15/2026.'),
    ).toBeTruthy();
    const blockers = screen.getByRole('list', { name: 'What holds the disconnection back' });
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Two weeks have not yet passed since the disconnection warning. (until 12/15/2026)',
      'A permanent home heated by electricity is not disconnected from October to April until four months after the due date.',
    ]);
    expect(button('Disconnect').disabled).toBe(true);
    chooseReason('customer_request');
    expect(button('Disconnect').disabled).toBe(false);
  });

  it('before a reconnect, a live customer side is warned of and must be confirmed', async () => {
    const { handlers } = headEnd({ READ_METER_STATUS: { remoteState: 'disconnected' } }, 229.5);
    mockFetch(handlers);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    await screen.findByText('Off (disconnected)');
    chooseReason('customer_request');
    expect(await screen.findByText(/The customer's side is live \(229\.5 V\)/)).toBeTruthy();
    expect(button('Reconnect').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have checked that reconnecting is safe' }));
    expect(button('Reconnect').disabled).toBe(false);
  });

  it('a switch that comes back without the state is read again; its final register reading is listed', async () => {
    const { handlers } = headEnd({
      READ_METER_STATUS: { remoteState: 'connected' },
      SET_METER_STATUS_DISCONNECT: {
        remoteState: null,
        registers: [
          {
            registerText: 'Active energy in',
            register: '1.8.0',
            unit: 'kWh',
            symbol: 'A+',
            phase: null,
            text: '',
            value: 4321,
            error: null,
          },
        ],
      },
    });
    const api = mockFetch(handlers);
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    await screen.findByText('On (connected)');
    chooseReason('maintenance');
    fireEvent.click(button('Disconnect'));
    await confirmDisconnect();
    const registers = await screen.findByRole('list', { name: 'Registers read by the last command' });
    expect(registers.textContent).toContain('4,321 kWh');
    await waitFor(() =>
      expect(api.callsTo(ACTION).map((call) => (call.body as { action: string }).action)).toEqual([
        'READ_METER_STATUS',
        'SET_METER_STATUS_DISCONNECT',
        'READ_METER_STATUS',
      ]),
    );
    expect(await screen.findByText('The meter state was read.')).toBeTruthy();
  });

  it('in StrictMode, as the shell renders it, a command shows its result', async () => {
    const { handlers } = headEnd({ READ_METER_STATUS: { remoteState: 'connected' } });
    mockFetch(handlers);
    renderDialog(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Read state' }));
    expect(await screen.findByText('On (connected)')).toBeTruthy();
  });
});
