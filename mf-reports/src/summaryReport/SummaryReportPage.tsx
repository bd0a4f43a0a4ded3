import {
  Card,
  CardHeader,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  DataTable,
  energyTypeLabel,
  ErrorAlert,
  PageFrame,
  formatShown,
  roundedValue,
  sharedUnitFormats,
  tariffOrQuantityLabel,
  unitLabel,
  UsagePlacePicker,
  WithMessages,
  type DataColumn,
  type ModulePageProps,
} from '@portal/shared';
import type { SummaryBucket, SummaryFrequency, SummaryPeriod } from '@portal/shared/api/summary';
import { SUMMARY_PERIODS } from '@portal/shared/api/summary';
import { helsinkiDay } from '@portal/shared/calendar';
import { DateField } from '@portal/shared/dates';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { formatPeriod } from '../energyReport/state/periodLabel';
import { allowedFrequencies, daysInclusive, isoWeekOf } from './model';
import {
  selectSummaryReport,
  summaryPlaceKey,
  summaryReportActions as actions,
} from './state/summaryReportSlice';
import { summaryReportMessages } from '../i18n/pageMessages';

const DhBarChart = lazy(() => import('../districtHeating/DhCharts').then((m) => ({ default: m.DhBarChart })));
const loadXlsx = () => import('xlsx');

const useStyles = makeStyles({
  page: { maxWidth: '1400px' },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  control: { minWidth: '220px' },
  // five periods side by side are wider than a phone
  periods: { flexWrap: 'wrap' },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  big: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** the label of a bucket as the frequency names it: a day, 'week 13/2025', a month or a year */
export function bucketText(
  intl: IntlShape,
  bucket: Pick<SummaryBucket, 'start'>,
  frequency: SummaryFrequency,
): string {
  const start = new Date(bucket.start);
  const tz = { timeZone: 'Europe/Helsinki' } as const;
  switch (frequency) {
    case 'day':
      return intl.formatDate(start, { ...tz, day: 'numeric', month: 'numeric', year: 'numeric' });
    case 'week': {
      const { week, year } = isoWeekOf(start);
      return intl.formatMessage({ id: 'reports.summaryReport.week' }, { week, year });
    }
    case 'month':
      return intl.formatDate(start, { ...tz, month: 'long', year: 'numeric' });
    default:
      return intl.formatDate(start, { ...tz, year: 'numeric' });
  }
}

/**
 * The summary report (route online/summary-report): totals, highest and lowest of a usage place's main
 * quantity over 5 years, 1 year, 6 months, 1 month or a chosen range, by day, ISO week, month or year.
 * docs/summary-report.md.
 */
export function SummaryReportPage({ subject }: ModulePageProps) {
  // the page's own texts come with its chunk, not with the module's entry (i18n/pageMessages.ts)
  return (
    <WithMessages messages={summaryReportMessages}>
      <SummaryReportContent subject={subject} />
    </WithMessages>
  );
}

function SummaryReportContent({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const state = useSelector(selectSummaryReport);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    dispatch(actions.placesRequested({ subject }));
  }, [dispatch, subject]);
  // the places arriving and every choice ask for the summary in the saga (one call each, the latest kept)

  const placeItems = state.places.data ?? [];
  const place = placeItems.find((p) => summaryPlaceKey(p) === state.placeKey);
  const frequencies = allowedFrequencies(state.period, daysInclusive(state.startDate, state.endDate));
  const result = state.result.data;
  const rawUnit = result?.unit ?? '';
  // one unit for the page (the shared rule): from the largest of its buckets, totals and extremes
  const formatOf = sharedUnitFormats(
    result
      ? [
          ...result.buckets.map((bucket) => bucket.value),
          ...result.totalSums.flatMap((total) => [total.value, total.comparisonValue]),
          result.highest?.value,
          result.lowest?.value,
        ].map((value) => ({ unit: rawUnit, value }))
      : [],
  );
  const pageFormat = formatOf(rawUnit);
  const unit = unitLabel(intl, pageFormat.unit);
  const num = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatShown(intl, value, formatOf(rawUnit, value));
  const nameOf = (name: string) => tariffOrQuantityLabel(intl, name);
  const label = (bucket: SummaryBucket) =>
    `${bucketText(intl, bucket, result?.frequency ?? state.frequency)}${bucket.partial ? ` ${t('reports.summaryReport.partialMark')}` : ''}`;
  const columns: DataColumn<SummaryBucket>[] = [
    {
      id: 'period',
      header: t('reports.summaryReport.columns.period'),
      text: label,
      sortValue: (b) => b.start,
    },
    {
      id: 'value',
      header: t('reports.summaryReport.columns.value', { unit }),
      text: (b) => num(b.value),
      sortValue: (b) => b.value,
      exportValue: (b) => (b.value === null ? null : roundedValue(b.value, formatOf(rawUnit, b.value))),
    },
  ];
  const title = t('reports.summaryReport.title');
  const today = helsinkiDay();

  return (
    <PageFrame title={title} className={styles.page}>
      <div className={styles.controls}>
        <UsagePlacePicker
          label={t('reports.summaryReport.place')}
          places={placeItems}
          valueOf={summaryPlaceKey}
          value={state.placeKey}
          onChange={(key) => dispatch(actions.placeSelected(key))}
          disabled={placeItems.length === 0}
          className={styles.control}
        />
        <Field label={t('reports.summaryReport.energyType')} className={styles.control}>
          <Dropdown
            clearButton={{ 'aria-label': t('common.clearSelection') }}
            value={state.energyType ? energyTypeLabel(intl, state.energyType) : ''}
            selectedOptions={state.energyType ? [state.energyType] : []}
            onOptionSelect={(_, d) =>
              d.optionValue && dispatch(actions.energyTypeSelected(d.optionValue as never))
            }
            disabled={!place}
          >
            {(place?.energyTypes ?? []).map((type) => (
              <Option key={type.key} value={type.key}>
                {energyTypeLabel(intl, type.key)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('reports.summaryReport.frequency')} className={styles.control}>
          <Dropdown
            clearButton={{ 'aria-label': t('common.clearSelection') }}
            value={t(`reports.summaryReport.frequency.${state.frequency}`)}
            selectedOptions={[state.frequency]}
            onOptionSelect={(_, d) =>
              d.optionValue && dispatch(actions.frequencySelected(d.optionValue as SummaryFrequency))
            }
          >
            {frequencies.map((f) => (
              <Option key={f} value={f}>
                {t(`reports.summaryReport.frequency.${f}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Field label={t('reports.summaryReport.period')}>
        <RadioGroup
          layout="horizontal"
          className={styles.periods}
          value={state.period}
          onChange={(_, d) => dispatch(actions.periodSelected(d.value as SummaryPeriod))}
        >
          {SUMMARY_PERIODS.map((p) => (
            <Radio key={p} value={p} label={t(`reports.summaryReport.period.${p}`)} />
          ))}
        </RadioGroup>
      </Field>
      {state.period === 'other' ? (
        <div className={styles.controls}>
          <DateField
            label={t('reports.summaryReport.startDate')}
            value={state.startDate}
            max={state.endDate ?? today}
            onChange={(startDate) => dispatch(actions.datesChanged({ startDate, endDate: state.endDate }))}
            required
            className={styles.control}
          />
          <DateField
            label={t('reports.summaryReport.endDate')}
            value={state.endDate}
            min={state.startDate ?? undefined}
            max={today}
            onChange={(endDate) => dispatch(actions.datesChanged({ startDate: state.startDate, endDate }))}
            required
            className={styles.control}
          />
        </div>
      ) : null}

      <ErrorAlert error={state.places.error} onRetry={() => dispatch(actions.placesRequested({ subject }))} />
      <ErrorAlert error={state.result.error} onRetry={() => dispatch(actions.summaryRequested())} />
      {state.places.status === 'fulfilled' && placeItems.length === 0 ? (
        <Text>{t('reports.summaryReport.noPlaces')}</Text>
      ) : null}
      {state.period === 'other' && (!state.startDate || !state.endDate) ? (
        <Text>{t('reports.summaryReport.chooseDates')}</Text>
      ) : null}
      {state.result.status === 'pending' || state.places.status === 'pending' ? (
        <Spinner label={t('reports.summaryReport.loading')} />
      ) : null}

      {result && state.result.status === 'fulfilled' ? (
        <>
          {/* the days the period stands for, written as the energy report writes its own (one meaning per period) */}
          <Text data-testid="summary-period">
            {t('reports.summaryReport.periodShown', {
              period: formatPeriod(
                intl,
                { start: new Date(result.startDate), end: new Date(result.endDate) },
                new Date(),
              ),
            })}
          </Text>
          {result.clippedFrom ? (
            <Text data-testid="clipped-from">
              {t('reports.summaryReport.clippedFrom', {
                date: intl.formatDate(new Date(result.clippedFrom), {
                  timeZone: 'Europe/Helsinki',
                  day: 'numeric',
                  month: 'numeric',
                  year: 'numeric',
                }),
              })}
            </Text>
          ) : null}
          <div className={styles.cards} aria-live="polite">
            {result.totalSums.map((total) => (
              <Card key={total.name}>
                <CardHeader
                  header={
                    <Text as="h2" weight="semibold">
                      {t('reports.summaryReport.total', { name: nameOf(total.name) })}
                    </Text>
                  }
                />
                <Text className={styles.big}>{`${num(total.value)} ${unit}`}</Text>
                {total.showComparisonValue &&
                total.comparisonValue !== undefined &&
                total.comparisonValue !== null ? (
                  <Text className={styles.muted}>
                    {t('reports.summaryReport.previous', {
                      value: `${num(total.comparisonValue)} ${unit}`,
                    })}
                  </Text>
                ) : null}
                {total.showComparisonValue && result.comparison && !result.comparison.complete ? (
                  <Text className={styles.muted} data-testid="comparison-incomplete">
                    {t('reports.summaryReport.comparisonIncomplete', {
                      measuredDays: result.comparison.measuredDays,
                      days: result.comparison.days,
                    })}
                  </Text>
                ) : null}
              </Card>
            ))}
            {(['highest', 'lowest'] as const).map((kind) => {
              const extreme = result[kind];
              return (
                <Card key={kind}>
                  <CardHeader
                    header={
                      <Text as="h2" weight="semibold">
                        {t(`reports.summaryReport.${kind}`)}
                      </Text>
                    }
                  />
                  {extreme ? (
                    <>
                      <Text className={styles.big}>{`${num(extreme.value)} ${unit}`}</Text>
                      <Text className={styles.muted}>{bucketText(intl, extreme, result.frequency)}</Text>
                    </>
                  ) : (
                    <Text>{t('reports.summaryReport.noData')}</Text>
                  )}
                </Card>
              );
            })}
          </div>
          <Card>
            <CardHeader
              header={
                <Text as="h2" weight="semibold">
                  {t('reports.summaryReport.chart', { unit })}
                </Text>
              }
            />
            <Suspense fallback={<Spinner label={t('reports.summaryReport.loading')} />}>
              <DhBarChart
                name={t('reports.summaryReport.chartName', { unit })}
                description={t('reports.summaryReport.tableAlternative')}
                labels={result.buckets.map(label)}
                unit={unit}
                // the bars are drawn in the page's unit; a shown value's decimals by its size
                formatValue={(v) => num(v * pageFormat.factor)}
                series={[
                  {
                    label: nameOf(result.quantity),
                    values: result.buckets.map((b) =>
                      b.value === null ? null : b.value / pageFormat.factor,
                    ),
                  },
                ]}
              />
            </Suspense>
          </Card>
          <Card>
            <CardHeader
              header={
                <Text as="h2" weight="semibold">
                  {t('reports.summaryReport.table')}
                </Text>
              }
            />
            {result.buckets.some((b) => b.partial) ? (
              <Text className={styles.muted}>{t('reports.summaryReport.partialNote')}</Text>
            ) : null}
            <DataTable
              rows={result.buckets}
              columns={columns}
              getRowId={(b) => b.start}
              label={t('reports.summaryReport.tableLabel')}
              exportAs={{
                fileName: `${title} ${result.startDate.slice(0, 10)}`,
                sheetName: title.slice(0, 31),
                loadXlsx,
              }}
            />
          </Card>
        </>
      ) : null}
    </PageFrame>
  );
}
