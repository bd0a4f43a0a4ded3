import {
  Badge,
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DataTable, useDateTimeFormat, usePortal, type DataColumn } from '@portal/shared';
import type {
  LocationContract,
  LocationMeter,
  LocationSearchRow,
  MeterCheck,
  MeterEvent,
} from '@portal/shared/api/locationManagement';
import { can } from '@portal/instances/roles';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { contractTypeText } from '../../contractSearch/contract/contractText';
import {
  checkMeter,
  fetchLocationContracts,
  fetchLocationMeters,
  fetchMeterEvents,
  fetchRegisterList,
} from '../api/locationApi';
import { dayText, measuringTypesText, measuringTypeText } from '../list/locationText';
import { MeterControlDialog } from '../meter/MeterControlDialog';
import { PhaseTable, RegistersList } from './readings';
import { isNotFound, useLoad, type Load } from './useLoad';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    // on a phone the label goes above its value: two columns left the values a few characters wide
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  term: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
    '@media (max-width: 480px)': { marginTop: tokens.spacingVerticalS },
  },
  value: { margin: 0, overflowWrap: 'anywhere' },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  // flex items, not inline runs: a wrapped inline date line's box spans the row and covers the number (390 px)
  historyItem: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
});

const PAGE_SIZE_5 = [5] as const;

type T = (id: string, values?: Record<string, string | number>) => string;

function DetailCard({ title, children, name }: { title: string; children: ReactNode; name: string }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card appearance="outline">
      <section className={styles.card} aria-labelledby={headingId} data-card={name}>
        <Text as="h3" id={headingId} weight="semibold" size={400} className={styles.heading}>
          {title}
        </Text>
        {children}
      </section>
    </Card>
  );
}

/** loading, error, not found (empty) or the data: each card's four states (spec section 2) */
function LoadState<D>({
  load,
  t,
  errorText,
  emptyText,
  isEmpty,
  children,
}: {
  load: Load<D>;
  t: T;
  errorText: string;
  emptyText?: string;
  isEmpty?: (data: D) => boolean;
  children: (data: D) => ReactNode;
}) {
  if (load.status === 'loading') return <Spinner size="small" label={t('loading')} />;
  if (load.status === 'error') {
    if (emptyText && isNotFound(load.error))
      return (
        <MessageBar intent="info">
          <MessageBarBody>{emptyText}</MessageBarBody>
        </MessageBar>
      );
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{errorText}</MessageBarBody>
      </MessageBar>
    );
  }
  if (emptyText && isEmpty?.(load.data))
    return (
      <MessageBar intent="info">
        <MessageBarBody>{emptyText}</MessageBarBody>
      </MessageBar>
    );
  return <>{children(load.data)}</>;
}

function Details({ fields, t }: { fields: Array<[string, string | null | undefined]>; t: T }) {
  const styles = useStyles();
  return (
    <dl className={styles.details}>
      {fields.map(([id, text]) => (
        <Fragment key={id}>
          <dt className={styles.term}>{t(`field.${id}`)}</dt>
          <dd className={styles.value} data-field={id}>
            {text?.trim() ? text : <span className={styles.missing}>{t('missing')}</span>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** a location data error (spec section 3) in words; an unknown code as itself */
const dataErrorText = (intl: IntlShape, code: string): string => {
  const id = `admin.locationManagement.detail.dataError.${code}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : code;
};

const remoteStateText = (t: T, state: LocationMeter['remoteState']) =>
  state ? t(`remoteState.${state}`) : null;

const meterFields = (intl: IntlShape, t: T, meter: LocationMeter): Array<[string, string | null]> => [
  ['meterNumber', meter.meterNumber],
  ['meterInstallDate', dayText(intl, meter.meterInstallDate)],
  ['manufacturingYear', meter.manufacturingYear === null ? null : String(meter.manufacturingYear)],
  ['remoteState', remoteStateText(t, meter.remoteState)],
  ['connectionQuality', meter.connectionQuality ? t(`connectionQuality.${meter.connectionQuality}`) : null],
  ['meterState', t(`meterState.${meter.state}`)],
  ['lastReadDate', dayText(intl, meter.lastReadDate)],
  ['measuringTypes', measuringTypesText(intl, meter.measuringTypes)],
];

export interface LocationDetailTabProps {
  row: LocationSearchRow;
  /** the meter control dialog's polling interval (tests shorten it) */
  pollIntervalMs?: number;
}

/**
 * A location's tab (spec admin-and-calls section 2, "Single-location detail"; issue 16 §2): the location,
 * its contract history, the current meter (the first the server returns) and the meter history, the
 * current meter's events, registers, voltages and currents, and its remote switch state.
 */
export function LocationDetailTab({ row, pollIntervalMs }: LocationDetailTabProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { user, instance } = usePortal();
  const [controlling, setControlling] = useState(false);
  const t: T = (id, values) => intl.formatMessage({ id: `admin.locationManagement.detail.${id}` }, values);

  const request = {
    locationNumber: row.locationNumber,
    locationGSRN: row.locationGsrnNumber,
    gridId: row.gridId,
  };
  const key = `${row.gridId}/${row.locationNumber}`;
  const contracts = useLoad(key, (signal) => fetchLocationContracts(request, signal));
  const meters = useLoad(key, (signal) => fetchLocationMeters(request, signal));
  const current = meters.status === 'done' ? (meters.data[0] ?? null) : null;
  const meterKey = current?.meterNumber ?? null;
  const mayControl = can(user?.roles, 'meterControl') && instance.flags.meterControl;

  const events = useLoad(meterKey, (signal) => fetchMeterEvents(meterKey ?? '', signal));
  // a meter the head-end does not reach (gas, water, an old one) is not asked: it has no readings to give
  const readableKey = current?.remoteControllable ? meterKey : null;
  const registers = useLoad(readableKey, (signal) =>
    fetchRegisterList({ action: 'READ_METER_ELECTRICITY_REGISTERS', meterId: meterKey ?? '' }, signal),
  );
  const voltages = useLoad(readableKey, (signal) =>
    fetchRegisterList({ action: 'READ_METER_ELECTRICITY_VOLTAGES', meterId: meterKey ?? '' }, signal),
  );
  const check = useLoad<MeterCheck>(mayControl && current?.remoteControllable ? meterKey : null, (signal) =>
    checkMeter(meterKey ?? '', signal),
  );

  const contractColumns = useMemo<DataColumn<LocationContract>[]>(
    () => [
      { id: 'contractCode', header: t('contract.code'), text: (c) => c.contractCode },
      { id: 'contractType', header: t('contract.type'), text: (c) => contractTypeText(intl, c.contractType) },
      { id: 'customer', header: t('contract.customer'), text: (c) => c.salesContract.customerName },
      {
        id: 'validFrom',
        header: t('contract.validFrom'),
        text: (c) => dayText(intl, c.salesContract.validFrom),
        sortValue: (c) => c.salesContract.validFrom,
      },
      {
        id: 'validTo',
        header: t('contract.validTo'),
        text: (c) => dayText(intl, c.salesContract.validTo),
        sortValue: (c) => c.salesContract.validTo,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl],
  );
  const dateTime = useDateTimeFormat();
  const eventColumns = useMemo<DataColumn<MeterEvent>[]>(
    () => [
      {
        id: 'timestamp',
        header: t('event.timestamp'),
        text: (e) => dateTime(e.timestamp),
        sortValue: (e) => e.timestamp,
      },
      {
        id: 'action',
        header: t('event.action'),
        // the head-end's own codes in words where known; another head-end's new code shows as it is
        text: (e) => {
          const id = `admin.locationManagement.detail.eventAction.${e.action}`;
          return intl.messages[id] ? intl.formatMessage({ id }) : e.action;
        },
      },
      { id: 'user', header: t('event.user'), text: (e) => e.user },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl, dateTime],
  );

  const noMeter = meters.status !== 'loading' && !current;
  const meterCard = (name: string, title: string, body: ReactNode) => (
    <DetailCard name={name} title={title}>
      {meters.status === 'loading' ? (
        <Spinner size="small" label={t('loading')} />
      ) : noMeter ? (
        <Text className={styles.missing}>{t('noCurrentMeter')}</Text>
      ) : (
        body
      )}
    </DetailCard>
  );

  return (
    <div className={styles.cards}>
      <DetailCard name="location" title={t('card.location')}>
        <Details
          t={t}
          fields={[
            ['locationNumber', row.locationNumber],
            ['locationGsrnNumber', row.locationGsrnNumber],
            ['gsrnNumber', row.gsrnNumber],
            ['locationName', row.locationName],
            ['locationAddress', row.locationAddress],
            ['locationFuseSize', row.locationFuseSize],
            ['locationPossessorCode', row.locationPossessorCode],
            ['gridName', row.gridName],
            ['customer', row.customer],
            ['customerNumber', row.customerNumber],
            ['contractValidFrom', dayText(intl, row.contractValidFrom)],
            ['contractValidTo', dayText(intl, row.contractValidTo)],
            ['measuringType', measuringTypeText(intl, row)],
            [
              'coordinates',
              row.locationLat !== null && row.locationLong !== null
                ? `${intl.formatNumber(row.locationLat, { maximumFractionDigits: 5 })}, ${intl.formatNumber(row.locationLong, { maximumFractionDigits: 5 })}`
                : null,
            ],
            ['dataErrors', row.dataErrors.map((code) => dataErrorText(intl, code)).join(', ')],
          ]}
        />
      </DetailCard>

      <DetailCard name="contracts" title={t('card.contracts')}>
        <LoadState
          load={contracts}
          t={t}
          errorText={t('error.contracts')}
          emptyText={t('empty.contracts')}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <DataTable
              rows={data}
              columns={contractColumns}
              getRowId={(c) => `${c.contractCode}/${c.contractType ?? ''}`}
              label={t('card.contracts')}
              pageSizes={PAGE_SIZE_5}
            />
          )}
        </LoadState>
      </DetailCard>

      <DetailCard name="meter" title={t('card.meter')}>
        <LoadState
          load={meters}
          t={t}
          errorText={t('error.meters')}
          emptyText={t('empty.meters')}
          isEmpty={(d) => d.length === 0}
        >
          {(data) => <Details t={t} fields={meterFields(intl, t, data[0]!)} />}
        </LoadState>
      </DetailCard>

      <DetailCard name="meterHistory" title={t('card.meterHistory')}>
        <LoadState
          load={meters}
          t={t}
          errorText={t('error.meters')}
          emptyText={t('empty.meters')}
          isEmpty={(d) => d.length === 0}
        >
          {(data) => (
            <ul className={styles.list} aria-label={t('card.meterHistory')}>
              {data.map((meter, index) => (
                <li
                  key={`${meter.meterNumber}/${index}`}
                  data-meter={meter.meterNumber}
                  className={styles.historyItem}
                >
                  <Text weight={index === 0 ? 'semibold' : 'regular'}>{meter.meterNumber}</Text>
                  <Badge appearance="tint" color={index === 0 ? 'success' : 'informative'}>
                    {t(index === 0 ? 'inUse' : 'notInUse')}
                  </Badge>
                  <Text size={200}>
                    {meter.meterRemovedDate
                      ? t('installed', {
                          from: dayText(intl, meter.meterInstallDate) || t('missing'),
                          to: dayText(intl, meter.meterRemovedDate),
                        })
                      : t('installedSince', { from: dayText(intl, meter.meterInstallDate) || t('missing') })}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </DetailCard>

      {meterCard(
        'events',
        t('card.events'),
        <LoadState
          load={events}
          t={t}
          errorText={t('error.events')}
          emptyText={t('empty.events')}
          isEmpty={(d) => d.length === 0}
        >
          {(data) => (
            <DataTable
              rows={data}
              columns={eventColumns}
              getRowId={(e) => `${e.timestamp}/${e.action}/${e.user}`}
              label={t('card.events')}
              pageSizes={PAGE_SIZE_5}
              initialSort={{ columnId: 'timestamp', desc: true }}
            />
          )}
        </LoadState>,
      )}

      {meterCard(
        'registers',
        t('card.registers'),
        current && !current.remoteControllable ? (
          <Text className={styles.missing}>{t('notRemoteReadable')}</Text>
        ) : (
          <LoadState
            load={registers}
            t={t}
            errorText={t('error.registers')}
            emptyText={t('empty.registers')}
            isEmpty={(d) => d.length === 0}
          >
            {(data) => <RegistersList readings={data} t={t} label={t('card.registers')} />}
          </LoadState>
        ),
      )}

      {meterCard(
        'voltages',
        t('card.voltages'),
        current && !current.remoteControllable ? (
          <Text className={styles.missing}>{t('notRemoteReadable')}</Text>
        ) : (
          <LoadState
            load={voltages}
            t={t}
            errorText={t('error.voltages')}
            emptyText={t('empty.voltages')}
            isEmpty={(d) => d.length === 0}
          >
            {(data) => <PhaseTable readings={data} t={t} label={t('card.voltages')} />}
          </LoadState>
        ),
      )}

      {meterCard(
        'remote',
        t('card.remote'),
        current ? (
          <>
            <Details t={t} fields={[['remoteState', remoteStateText(t, current.remoteState)]]} />
            {!current.remoteControllable ? (
              <Text>{t('notRemote')}</Text>
            ) : !mayControl ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('controlNotAllowed')}</MessageBarBody>
              </MessageBar>
            ) : (
              <LoadState load={check} t={t} errorText={t('error.meterCheck')}>
                {(data) =>
                  data.success && data.meterControlAllowed ? (
                    <div>
                      <Button appearance="primary" onClick={() => setControlling(true)}>
                        {t('openControl')}
                      </Button>
                    </div>
                  ) : data.success ? (
                    <MessageBar intent="warning">
                      <MessageBarBody>{t('controlNotAllowed')}</MessageBarBody>
                    </MessageBar>
                  ) : (
                    <MessageBar intent="error" role="alert">
                      <MessageBarBody>{t('error.meterCheck')}</MessageBarBody>
                    </MessageBar>
                  )
                }
              </LoadState>
            )}
          </>
        ) : null,
      )}
      {controlling && current ? (
        <MeterControlDialog
          meterNumber={current.meterNumber}
          onClose={() => setControlling(false)}
          pollIntervalMs={pollIntervalMs}
        />
      ) : null}
    </div>
  );
}
