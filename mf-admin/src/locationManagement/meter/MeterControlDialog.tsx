import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatApiError, toApiErrorData } from '@portal/shared';
import {
  SWITCH_REASONS,
  type DisconnectionCheck,
  type MeterAction,
  type SwitchReason,
  type VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchDisconnectionCheck, fetchRegisterList } from '../api/locationApi';
import { PhaseTable, RegistersList } from '../detail/readings';
import { useLoad } from '../detail/useLoad';
import { dayText } from '../list/locationText';
import {
  canDisconnect,
  canReconnect,
  initialMeterControlState,
  isPowerSwitch,
  LIVE_VOLTAGE,
  meterControlReducer,
  type Intent,
} from './meterControl';
import { POLL_INTERVAL_MS, runCommand } from './runCommand';

/** what the head-end says when a command fails (server/src/connector/headend), each with its words */
const HEAD_END_ERRORS = ['meter_unreachable', 'meter_timeout', 'invalid_state'];
const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  state: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  reason: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  },
  blockers: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

const SWITCHES: readonly MeterAction[] = [
  'SET_METER_STATUS_DISCONNECT',
  'SET_METER_STATUS_RECONNECT',
  'SET_METER_LOCAL_RECONNECT_ALLOWED',
  'SET_METER_LOCAL_RECONNECT_DISABLED',
];

export const liveVoltage = (readings: readonly VoltageCurrentReading[]): number | null => {
  const u = readings.find((reading) => reading.symbol === 'U');
  if (!u) return null;
  const values = [u.L1, u.L2, u.L3].map((phase) => phase.value ?? 0);
  const highest = Math.max(...values);
  return highest > LIVE_VOLTAGE ? highest : null;
};

function DisconnectionInfo({ check }: { check: DisconnectionCheck }) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.locationManagement.meterControl.lawful.${id}` }, values);
  const date = check.earliestDate ? dayText(intl, check.earliestDate) : '';
  return (
    <MessageBar intent={check.lawful ? 'info' : 'warning'} layout="multiline">
      <MessageBarBody>
        <Text block>{check.lawful ? t('yes', { date }) : date ? t('notBefore', { date }) : t('no')}</Text>
        {check.blockers.length > 0 ? (
          <ul className={styles.blockers} aria-label={t('blockers')}>
            {check.blockers.map((blocker) => (
              <li key={blocker.rule}>
                {t(`rule.${blocker.rule}`)}
                {blocker.until ? ` ${t('until', { date: dayText(intl, blocker.until) })}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * The meter control dialog (spec admin-and-calls sections 2, 4 and 6; issue 16 §3): read the state,
 * disconnect when read on, reconnect when read off, allow or disable the customer's local reconnection.
 * Every switch needs a reason; a disconnect for non-payment is held to the lawful date; a reconnect warns
 * when the customer's side is live. One command at a time, each with its own idempotency key, polled
 * until the head-end has finished it.
 */
export function MeterControlDialog({
  meterNumber,
  onClose,
  pollIntervalMs = POLL_INTERVAL_MS,
}: {
  meterNumber: string;
  onClose: () => void;
  pollIntervalMs?: number;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [state, dispatch] = useReducer(meterControlReducer, initialMeterControlState);
  const [reason, setReason] = useState<SwitchReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [liveConfirmed, setLiveConfirmed] = useState(false);
  // a disconnect cuts the customer's power: it is asked once more, in the dialog, before it is sent
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const confirmTitleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmingDisconnect) confirmRef.current?.focus();
  }, [confirmingDisconnect]);
  const closed = useRef(false);
  // StrictMode mounts twice: the second mount opens it again
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.locationManagement.meterControl.${id}` }, values);

  const detailText = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.locationManagement.detail.${id}` }, values);

  const lawful = useLoad<DisconnectionCheck>(
    reason === 'non_payment' ? `${meterNumber}/disconnection` : null,
    (signal) => fetchDisconnectionCheck(meterNumber, signal),
  );
  const voltages = useLoad<VoltageCurrentReading[]>(
    state.view === 'off' ? `${meterNumber}/voltages/${state.remoteState}` : null,
    (signal) =>
      fetchRegisterList({ action: 'READ_METER_ELECTRICITY_VOLTAGES', meterId: meterNumber }, signal),
  );
  const live = voltages.status === 'done' ? liveVoltage(voltages.data) : null;

  const run = async (intent: Intent, followUp = false): Promise<void> => {
    if (state.pending && !followUp) return;
    dispatch({ type: 'started', intent });
    try {
      const command = await runCommand(
        { action: intent.action, meterId: meterNumber, reason: intent.reason, reasonText: intent.reasonText },
        intent.key,
        pollIntervalMs,
        () => closed.current,
      );
      if (closed.current) return;
      dispatch({ type: 'finished', command });
      // the server re-reads after a switch; a command that came back without the state is read again
      if (command.status === 'succeeded' && isPowerSwitch(intent.action) && !command.remoteState)
        await run({ action: 'READ_METER_STATUS', key: crypto.randomUUID() }, true);
    } catch (error) {
      if (!closed.current) dispatch({ type: 'sendFailed', error: toApiErrorData(error) });
    }
  };
  const start = (action: MeterAction) => {
    const isSwitch = SWITCHES.includes(action);
    void run({
      action,
      key: crypto.randomUUID(),
      ...(isSwitch && reason ? { reason, reasonText: reasonText.trim() || undefined } : {}),
    });
  };

  const busy = state.pending !== null;
  const lawfulBlocks = reason === 'non_payment' && (lawful.status !== 'done' || !lawful.data.lawful);
  const reconnectBlocked =
    state.view === 'off' && (voltages.status === 'loading' || (live !== null && !liveConfirmed));
  const switchReady = reason !== '' && !busy;

  const outcomeText = (): { intent: 'success' | 'error' | 'warning'; text: string } | null => {
    const outcome = state.outcome;
    if (!outcome) return null;
    if (outcome.kind === 'succeeded') return { intent: 'success', text: t(`done.${outcome.action}`) };
    const failed = t(`failed.${outcome.action}`);
    if (outcome.kind === 'failed')
      return {
        intent: 'error',
        text: outcome.error
          ? `${failed} ${HEAD_END_ERRORS.includes(outcome.error) ? t(`headEnd.${outcome.error}`) : t('headEndError', { code: outcome.error })}`
          : failed,
      };
    const { errorCode } = outcome.error;
    const known = [
      'meter_control_not_allowed',
      'command_pending',
      'disconnection_not_lawful',
      'meter_not_remote_controllable',
      'idempotency_key_reused',
    ].includes(errorCode);
    return {
      intent: 'error',
      text: `${failed} ${known ? t(`error.${errorCode}`) : formatApiError(intl, outcome.error)}`,
    };
  };
  const shown = outcomeText();
  const stateLabel = t(`state.${state.view}`);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('title', { meter: meterNumber })}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.state}>
              <Text weight="semibold">{t('stateLabel')}</Text>
              <Text data-remote-state={state.view}>{stateLabel}</Text>
              {state.view === 'loading' ? <Spinner size="tiny" /> : null}
            </div>
            <div role="status" aria-live="polite" aria-atomic="true">
              {state.pending ? (
                <div className={styles.state}>
                  <Spinner size="tiny" />
                  <Text>{t(`running.${state.pending.action}`)}</Text>
                </div>
              ) : shown ? (
                <MessageBar intent={shown.intent} layout="multiline">
                  <MessageBarBody>{shown.text}</MessageBarBody>
                </MessageBar>
              ) : null}
            </div>
            {state.retry ? (
              <div>
                <Button onClick={() => state.retry && void run(state.retry)}>{t('retry')}</Button>
              </div>
            ) : null}

            <div className={styles.reason}>
              <Field label={t('reason')} required hint={t('reasonHint')}>
                <Select value={reason} onChange={(_, data) => setReason(data.value as SwitchReason | '')}>
                  <option value="">{t('reasonChoose')}</option>
                  {SWITCH_REASONS.map((code) => (
                    <option key={code} value={code}>
                      {t(`reasonCode.${code}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('reasonText')}>
                <Input value={reasonText} maxLength={200} onChange={(_, data) => setReasonText(data.value)} />
              </Field>
            </div>

            {reason === 'non_payment' ? (
              lawful.status === 'loading' ? (
                <Spinner size="tiny" label={t('lawful.checking')} />
              ) : lawful.status === 'error' ? (
                <MessageBar intent="error">
                  <MessageBarBody>{t('lawful.failed')}</MessageBarBody>
                </MessageBar>
              ) : (
                <DisconnectionInfo check={lawful.data} />
              )
            ) : null}

            {state.view === 'off' ? (
              voltages.status === 'loading' ? (
                <Spinner size="tiny" label={t('voltages.reading')} />
              ) : voltages.status === 'error' ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{t('voltages.failed')}</MessageBarBody>
                </MessageBar>
              ) : live !== null ? (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    <Text block>{t('voltages.live', { volts: intl.formatNumber(live) })}</Text>
                    <Checkbox
                      checked={liveConfirmed}
                      onChange={(_, data) => setLiveConfirmed(data.checked === true)}
                      label={t('voltages.confirm')}
                    />
                  </MessageBarBody>
                </MessageBar>
              ) : null
            ) : null}

            <div className={styles.buttons}>
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() => start('READ_METER_STATUS')}
                icon={state.pending?.action === 'READ_METER_STATUS' ? <Spinner size="tiny" /> : undefined}
              >
                {t('action.READ_METER_STATUS')}
              </Button>
              <Button
                disabled={!canDisconnect(state) || !switchReady || lawfulBlocks}
                onClick={() => setConfirmingDisconnect(true)}
                icon={
                  state.pending?.action === 'SET_METER_STATUS_DISCONNECT' ? (
                    <Spinner size="tiny" />
                  ) : undefined
                }
              >
                {t('action.SET_METER_STATUS_DISCONNECT')}
              </Button>
              <Button
                disabled={!canReconnect(state) || !switchReady || reconnectBlocked}
                onClick={() => start('SET_METER_STATUS_RECONNECT')}
                icon={
                  state.pending?.action === 'SET_METER_STATUS_RECONNECT' ? <Spinner size="tiny" /> : undefined
                }
              >
                {t('action.SET_METER_STATUS_RECONNECT')}
              </Button>
              <Button disabled={!switchReady} onClick={() => start('SET_METER_LOCAL_RECONNECT_ALLOWED')}>
                {t('action.SET_METER_LOCAL_RECONNECT_ALLOWED')}
              </Button>
              <Button disabled={!switchReady} onClick={() => start('SET_METER_LOCAL_RECONNECT_DISABLED')}>
                {t('action.SET_METER_LOCAL_RECONNECT_DISABLED')}
              </Button>
            </div>
            {confirmingDisconnect ? (
              <div role="group" aria-labelledby={confirmTitleId}>
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle id={confirmTitleId}>
                      {t('confirmDisconnect.title', { meter: meterNumber })}
                    </MessageBarTitle>
                    {t('confirmDisconnect.body', { reason: reason ? t(`reasonCode.${reason}`) : '' })}
                  </MessageBarBody>
                  <MessageBarActions>
                    <Button
                      appearance="primary"
                      ref={confirmRef}
                      disabled={!canDisconnect(state) || !switchReady || lawfulBlocks}
                      onClick={() => {
                        setConfirmingDisconnect(false);
                        start('SET_METER_STATUS_DISCONNECT');
                      }}
                    >
                      {t('action.SET_METER_STATUS_DISCONNECT')}
                    </Button>
                    <Button onClick={() => setConfirmingDisconnect(false)}>
                      {intl.formatMessage({ id: 'common.cancel' })}
                    </Button>
                  </MessageBarActions>
                </MessageBar>
              </div>
            ) : null}
            <Text size={200}>{t('buttonsHint')}</Text>
            {!reason ? <Text size={200}>{t('reasonFirst')}</Text> : null}
            {state.registers && state.registers.length > 0 ? (
              <RegistersList readings={state.registers} t={detailText} label={t('readings.registers')} />
            ) : null}
            {state.voltages && state.voltages.length > 0 ? (
              <PhaseTable readings={state.voltages} t={detailText} label={t('readings.voltages')} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
