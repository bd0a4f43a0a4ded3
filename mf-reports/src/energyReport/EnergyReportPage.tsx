import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  CustomerPicker,
  ErrorAlert,
  NoUsagePlacesNotice,
  PageFrame,
  placeLabel,
  usePortal,
  useUsagePlacesChanged,
  type ApiErrorData,
  type ModulePageProps,
} from '@portal/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { answeredView } from './chart/answeredView';
import { eurView } from './eurView';
import { EnergyChart, preloadEnergyChart } from './chart/EnergyChart';
import { ComparisonTableButton } from './comparison/ComparisonTableButton';
import { formatLength, resolutionName } from './options/format';
import { IntervalErrorDialog } from './options/IntervalErrorDialog';
import { IntervalErrorAlert } from './options/IntervalErrorText';
import { ReportPreviousNext } from './options/PreviousNext';
import { ReportOptionsCard } from './options/ReportOptionsCard';
import { ValueUnitSwitch } from './options/ValueUnitSwitch';
import { energyReportActions as actions } from './state/energyReportSlice';
import { intervalErrorFromServer, validityOf } from './state/reportRules';
import {
  selectChart,
  selectChartPlace,
  selectChartView,
  selectCustomers,
  selectDrillResolution,
  selectIntervalError,
  selectReportOptions,
  selectSelectedPlace,
  selectSelection,
  selectTrimNotice,
} from './state/selectors';
import { DataTable } from './table/DataTable';
import { SummaryCard } from './summary/SummaryCard';
import { HelpTour } from './tour/HelpTour';

const useStyles = makeStyles({
  customer: { maxWidth: '32rem' },
  report: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** The energy report (customer-area sections 2-5): options, summary, chart and data table of one place. */
export function EnergyReportPage({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const options = useSelector(selectReportOptions);
  const customers = useSelector(selectCustomers);
  const selection = useSelector(selectSelection);
  const intervalError = useSelector(selectIntervalError);
  const trimNotice = useSelector(selectTrimNotice);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const loadOptions = useCallback(() => dispatch(actions.optionsRequested({ subject })), [dispatch, subject]);
  useEffect(() => {
    loadOptions();
    // chart.js is a chunk of its own (it alone would not fit the first-load budget): fetch it while the options load
    preloadEnergyChart();
  }, [loadOptions]);
  // places added or removed on the account page: the selects list them again
  useUsagePlacesChanged(loadOptions);

  const places = options.reportablePlaces;
  return (
    <PageFrame title={t('reports.energyReport.title')} actions={<HelpTour />}>
      {options.status === 'pending' && !places.length ? (
        <Spinner label={t('reports.page.loadingOptions')} />
      ) : null}
      <ErrorAlert error={options.error} title={t('reports.page.optionsFailed')} onRetry={loadOptions} />
      {options.status === 'fulfilled' && !places.length ? (
        <NoUsagePlacesNotice text={t('reports.page.noPlaces')} />
      ) : null}

      {places.length ? (
        <>
          <CustomerPicker
            label={t('reports.options.customer')}
            customers={customers}
            value={selection.customerNumber}
            onChange={(customerNumber) => dispatch(actions.customerSelected(customerNumber))}
            className={styles.customer}
            fieldProps={{ 'data-tour': 'locationSelect' }}
          />
          <ReportOptionsCard />
          {trimNotice ? (
            <MessageBar intent="warning">
              <MessageBarBody>
                {t('reports.page.trimmed', {
                  resolution: resolutionName(intl, trimNotice.resolution),
                  period: formatLength(intl, trimNotice.trimTo),
                })}
              </MessageBarBody>
              <MessageBarActions
                containerAction={
                  <Button
                    appearance="transparent"
                    icon={<DismissRegular />}
                    aria-label={t('common.dismiss')}
                    onClick={() => dispatch(actions.trimNoticeDismissed())}
                  />
                }
              />
            </MessageBar>
          ) : null}
          <ReportResult />
        </>
      ) : null}

      <IntervalErrorDialog error={intervalError} onClose={() => dispatch(actions.intervalErrorDismissed())} />
    </PageFrame>
  );
}

/** The chart call's states, each with its own view, and the parts drawn from a successful answer. */
function ReportResult() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance } = usePortal();
  const selection = useSelector(selectSelection);
  const selectedPlace = useSelector(selectSelectedPlace);
  const chart = useSelector(selectChart);
  const callView = useSelector(selectChartView);
  // hourly readings asked by 15 minutes come back by hour: drawn as hours
  const answered = useMemo(() => (callView ? answeredView(callView) : null), [callView]);
  // euros: the priced series as the main one (eurView.ts); until the priced answer arrives, the quantity
  const view = useMemo(() => {
    if (!answered || selection.valueUnit !== 'EUR') return answered;
    const euros = eurView(answered.response);
    return euros ? { ...answered, response: euros } : answered;
  }, [answered, selection.valueUnit]);
  // a keyboard drill-down keeps the focus on the chart that replaces the one drilled from
  const [focusChart, setFocusChart] = useState(false);
  const settled = chart.status === 'rejected' || chart.status === 'no_measurement_data';
  useEffect(() => {
    if (settled) setFocusChart(false);
  }, [settled]);
  const chartPlace = useSelector(selectChartPlace);
  const drillResolution = useSelector(selectDrillResolution);
  const t = (id: string) => intl.formatMessage({ id });

  const chartPlaceLabel = chartPlace ? placeLabel(chartPlace) : '';
  const retry = () => dispatch(actions.reportRequested());
  const onDrillDown =
    drillResolution && !chart.drill
      ? (bucketIndex: number, source?: 'keyboard' | 'pointer') => {
          setFocusChart(source === 'keyboard');
          dispatch(actions.drillRequested({ bucketIndex }));
        }
      : undefined;

  return (
    <div className={styles.report}>
      {/* the summary card folds itself away from its heading */}
      {view ? <SummaryCard response={view.response} /> : null}
      <ReportPreviousNext />
      <ValueUnitSwitch />
      <div aria-busy={chart.status === 'pending'}>
        {chart.status === 'pending' ? <Spinner label={t('reports.state.pending')} /> : null}
        {chart.status === 'no_measurement_data' ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('reports.state.noMeasurementData')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {chart.status === 'rejected' && chart.error ? (
          <RejectedView error={chart.error} validityStart={validityOf(selectedPlace).start} onRetry={retry} />
        ) : null}
        {view ? (
          <EnergyChart
            response={view.response}
            resolution={view.resolution}
            buckets={view.buckets}
            placeLabel={chartPlaceLabel}
            onDrillDown={onDrillDown}
            requestedResolution={view.requestedResolution}
            focusOnMount={focusChart}
            onFocusTaken={() => setFocusChart(false)}
          />
        ) : null}
      </div>
      {instance.flags.comparisonTable && selection.energyType === 'electricity' ? (
        <ComparisonTableButton />
      ) : null}
      {view ? (
        <DataTable
          response={view.response}
          resolution={view.resolution}
          buckets={view.buckets}
          placeLabel={chartPlaceLabel}
        />
      ) : null}
    </div>
  );
}

/** A refused call: the catalogue message with a retry, or the date rule the server named (no retry). */
function RejectedView({
  error,
  validityStart,
  onRetry,
}: {
  error: ApiErrorData;
  validityStart: Date | null;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'reports.state.rejected' });
  const intervalError = intervalErrorFromServer(error, validityStart);
  if (intervalError) {
    return <IntervalErrorAlert error={error} intervalError={intervalError} title={title} />;
  }
  return <ErrorAlert error={error} title={title} onRetry={onRetry} />;
}
