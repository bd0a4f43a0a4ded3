import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  apiRequest,
  ErrorAlert,
  PageFrame,
  useDateTimeFormat,
  usePortal,
  type ModulePageProps,
} from '@portal/shared';
import type { Outage, PlacePower } from '@portal/shared/api/outages';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useControlLabels } from '../common/useControlLabels';
import { DEFAULT_CENTER } from '../locationMap/mapConstants';
import { OutageMapView } from './OutageMapView';

type Load<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; value: T };

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // a card per outage: readable at 320 px, where a six-column table is not
  outages: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  outage: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  outageHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  outageTitle: { margin: 0, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: `${tokens.spacingVerticalS} 0 0`,
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
    '& dt': { color: tokens.colorNeutralForeground2 },
  },
  answers: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
});

const INTENT = { on: 'success', outage: 'error', switched_off: 'warning', unknown: 'info' } as const;

/**
 * The customer's disturbance map (issue 16 §4, `online/disturbance-map`): the utility's outages in progress on
 * a map and in a list, and 'Is my power out?' for the customer's own places, answered from each meter.
 */
export function DisturbanceMapPage({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { instance } = usePortal();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `map.disturbance.${id}` }, values);
  const dateTime = useDateTimeFormat();
  const when = (instant: string | null) => (instant ? dateTime(instant) : t('unknownTime'));
  const mineId = useId();
  const controlLabels = useControlLabels();
  const outagesId = useId();
  const [outages, setOutages] = useState<Load<Outage[]>>({ state: 'loading' });
  const [power, setPower] = useState<Load<PlacePower[]>>({ state: 'idle' });

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Outage[]>({ path: '/connector/v1/outages', subject, signal: controller.signal }).then(
      (value) => setOutages({ state: 'ready', value }),
      (error: unknown) => {
        if (!controller.signal.aborted) setOutages({ state: 'error', error });
      },
    );
    return () => controller.abort();
  }, [subject]);

  const checkPower = () => {
    setPower({ state: 'loading' });
    apiRequest<PlacePower[]>({ path: '/connector/v1/outages/mine', subject }).then(
      (value) => setPower({ state: 'ready', value }),
      (error: unknown) => setPower({ state: 'error', error }),
    );
  };

  const answer = (place: PlacePower) => {
    const address = place.address || place.locationCode;
    if (place.state === 'outage')
      return place.outage
        ? t('answer.outage', {
            address,
            reference: place.outage.reference,
            end: when(place.outage.estimatedEndAt),
          })
        : t('answer.outageUnknown', { address });
    return t(`answer.${place.state}`, { address });
  };

  const list = outages.state === 'ready' ? outages.value : [];
  return (
    <PageFrame title={intl.formatMessage({ id: 'map.disturbance.title' })}>
      <section className={styles.section} aria-labelledby={mineId}>
        <h2 id={mineId} className={styles.heading}>
          {t('mine.title')}
        </h2>
        <div>
          <Button appearance="primary" onClick={checkPower} disabled={power.state === 'loading'}>
            {t('mine.check')}
          </Button>
        </div>
        <div aria-live="polite">
          {power.state === 'loading' ? <Spinner size="small" label={t('mine.checking')} /> : null}
          {power.state === 'error' ? <ErrorAlert error={power.error} title={t('mine.failed')} /> : null}
          {power.state === 'ready' && power.value.length === 0 ? (
            <MessageBar intent="info">
              <MessageBarBody>{t('mine.noPlaces')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {power.state === 'ready' && power.value.length > 0 ? (
            <ul className={styles.answers}>
              {power.value.map((place) => (
                <li key={place.locationCode}>
                  <MessageBar intent={INTENT[place.state]}>
                    <MessageBarBody>{answer(place)}</MessageBarBody>
                  </MessageBar>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <section className={styles.section} aria-labelledby={outagesId}>
        <h2 id={outagesId} className={styles.heading}>
          {t('outages.title', { count: list.length })}
        </h2>
        {outages.state === 'loading' ? <Spinner label={t('loading')} /> : null}
        {outages.state === 'error' ? <ErrorAlert error={outages.error} title={t('loadFailed')} /> : null}
        {outages.state === 'ready' && list.length === 0 ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('outages.none')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <OutageMapView
          outages={list}
          center={instance.map?.center ?? DEFAULT_CENTER}
          tiles={instance.map?.tiles ?? { background: 'offline' }}
          label={t('mapLabel')}
          controlLabels={controlLabels}
        />
        {list.length > 0 ? (
          <ul className={styles.outages} aria-label={t('outages.table')}>
            {list.map((outage) => (
              <li key={outage.id} className={styles.outage} aria-labelledby={`${outagesId}-${outage.id}`}>
                <div className={styles.outageHead}>
                  <h3 id={`${outagesId}-${outage.id}`} className={styles.outageTitle}>
                    {outage.reference}
                  </h3>
                  <Badge appearance="tint" color={outage.status === 'repairing' ? 'danger' : 'warning'}>
                    {t(`status.${outage.status}`)}
                  </Badge>
                </div>
                <dl className={styles.facts}>
                  <dt>{t('column.cause')}</dt>
                  <dd>{outage.cause ?? t('causeUnknown')}</dd>
                  <dt>{t('column.started')}</dt>
                  <dd>{when(outage.startedAt)}</dd>
                  <dt>{t('column.estimatedEnd')}</dt>
                  <dd>{when(outage.estimatedEndAt)}</dd>
                  <dt>{t('column.affected')}</dt>
                  <dd>{intl.formatNumber(outage.affectedCustomers)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </PageFrame>
  );
}
