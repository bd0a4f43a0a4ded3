import {
  Card,
  CardHeader,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  DataTable,
  ErrorAlert,
  PageFrame,
  UsagePlacePicker,
  usePortal,
  WithMessages,
  type DataColumn,
  type ModulePageProps,
} from '@portal/shared';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import {
  costYearsShown,
  dhRows,
  keyValue,
  keyValueYear,
  latestCostYear,
  priceProportions,
  reportYears,
  type DhFrequency,
  type DhRow,
} from './model';
import { DhTour } from './DhTour';
import {
  districtHeatingActions as actions,
  placeKeyOf,
  selectDistrictHeating,
} from './state/districtHeatingSlice';
import { districtHeatingMessages } from '../i18n/pageMessages';

const DhBarChart = lazy(() => import('./DhCharts').then((m) => ({ default: m.DhBarChart })));
const DhPieChart = lazy(() => import('./DhCharts').then((m) => ({ default: m.DhPieChart })));
const loadXlsx = () => import('xlsx');

const useStyles = makeStyles({
  page: { maxWidth: '1400px' },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  control: { minWidth: '240px' },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  big: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

const monthName = (intl: IntlShape, month: number) =>
  intl.formatDate(new Date(Date.UTC(2001, month - 1, 15)), { month: 'long', timeZone: 'UTC' });

function Figures({ items }: { items: Array<[string, ReactNode]> }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The district heating report (route online/district-heating-report, spec customer-area section 2): a heat
 * usage place, the year or month view, cost cards, the building, key values, measured and normalized usage,
 * the price proportions, the costs four years back and a table with export. docs/district-heating-report.md.
 */
export function DistrictHeatingPage({ subject }: ModulePageProps) {
  // the page's own texts come with its chunk, not with the module's entry (i18n/pageMessages.ts)
  return (
    <WithMessages messages={districtHeatingMessages}>
      <DistrictHeatingContent subject={subject} />
    </WithMessages>
  );
}

function DistrictHeatingContent({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { language } = usePortal();
  const state = useSelector(selectDistrictHeating);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const num = (value: number | null, digits = 1) =>
    value === null
      ? '–'
      : intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const eur = (value: number | null) =>
    value === null ? '–' : intl.formatNumber(value, { style: 'currency', currency: 'EUR' });

  useEffect(() => {
    dispatch(actions.placesRequested({ subject }));
  }, [dispatch, subject]);

  const data = state.data.data;
  const report = data?.report ?? null;
  const unit = report?.unit ?? 'MWh';
  const now = useMemo(() => new Date(), []);
  const years = reportYears(report);
  const monthYear = state.year ?? years[0] ?? null;
  const rows = dhRows(report, data?.costs ?? null, state.frequency, monthYear);
  const costYear = latestCostYear(now);
  const latestCost = data?.costs?.years.find((y) => y.year === costYear) ?? null;
  const keyYear = keyValueYear(report);
  const volume = data?.structure?.volume ?? null;
  const ready = state.data.status === 'fulfilled';
  const rowLabel = (row: DhRow) =>
    row.month !== null
      ? `${monthName(intl, row.month)} ${row.year}`
      : row.monthsWithUsage !== null && row.monthsWithUsage < 12
        ? t('reports.districtHeating.partialYear', { year: row.year, months: row.monthsWithUsage })
        : String(row.year);

  const columns: DataColumn<DhRow>[] = [
    {
      id: 'period',
      header: t(
        state.frequency === 'year'
          ? 'reports.districtHeating.columns.year'
          : 'reports.districtHeating.columns.month',
      ),
      text: rowLabel,
      sortValue: (row) => row.year * 100 + (row.month ?? 0),
    },
    {
      id: 'usage',
      header: t('reports.districtHeating.columns.usage', { unit }),
      text: (r) => num(r.usage, 3),
      sortValue: (r) => r.usage,
      exportValue: (r) => r.usage,
    },
    {
      id: 'usageNorm',
      header: t('reports.districtHeating.columns.usageNorm', { unit }),
      text: (r) => num(r.usageNorm, 3),
      sortValue: (r) => r.usageNorm,
      exportValue: (r) => r.usageNorm,
    },
    {
      id: 'heatDemand',
      header: t('reports.districtHeating.columns.heatDemand'),
      text: (r) => num(r.heatDemand, 1),
      sortValue: (r) => r.heatDemand,
      exportValue: (r) => r.heatDemand,
    },
    {
      id: 'temperature',
      header: t('reports.districtHeating.columns.temperature'),
      text: (r) => num(r.outsideTemperature, 1),
      sortValue: (r) => r.outsideTemperature,
      exportValue: (r) => r.outsideTemperature,
    },
    {
      id: 'cost',
      header: t('reports.districtHeating.columns.cost'),
      // a year row whose usage months are not all invoiced says how many its cost holds
      text: (r) =>
        r.cost !== null &&
        r.costMonths !== null &&
        r.monthsWithUsage !== null &&
        r.costMonths < r.monthsWithUsage
          ? t('reports.districtHeating.costOfMonths', { cost: eur(r.cost), months: r.costMonths })
          : eur(r.cost),
      sortValue: (r) => r.cost,
      exportValue: (r) => r.cost,
    },
  ];

  const heatPlaces = state.places.data ?? [];
  const frequencies: DhFrequency[] = ['year', 'month'];
  const costBars = costYearsShown(data?.costs ?? null, now);
  const proportions = priceProportions(latestCost);
  const title = t('reports.districtHeating.title');
  const chartFallback = <Spinner label={t('reports.districtHeating.loadingChart')} />;

  return (
    <PageFrame title={title} className={styles.page} actions={<DhTour />}>
      <div className={styles.controls}>
        <UsagePlacePicker
          label={t('reports.districtHeating.place')}
          places={heatPlaces}
          valueOf={placeKeyOf}
          value={state.placeKey}
          onChange={(key) => dispatch(actions.placeSelected(key))}
          disabled={heatPlaces.length === 0}
          className={styles.control}
          fieldProps={{ 'data-tour': 'place' }}
        />
        <Field
          label={t('reports.districtHeating.frequency')}
          className={styles.control}
          data-tour="frequency"
        >
          <Dropdown
            clearButton={{ 'aria-label': t('common.clearSelection') }}
            value={t(`reports.districtHeating.frequency.${state.frequency}`)}
            selectedOptions={[state.frequency]}
            onOptionSelect={(_, d) =>
              d.optionValue && dispatch(actions.frequencyChanged(d.optionValue as DhFrequency))
            }
            disabled={!ready}
          >
            {frequencies.map((f) => (
              <Option key={f} value={f}>
                {t(`reports.districtHeating.frequency.${f}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {state.frequency === 'month' && ready ? (
          <Field label={t('reports.districtHeating.year')} className={styles.control}>
            <Dropdown
              clearButton={{ 'aria-label': t('common.clearSelection') }}
              value={monthYear === null ? '' : String(monthYear)}
              selectedOptions={monthYear === null ? [] : [String(monthYear)]}
              onOptionSelect={(_, d) => d.optionValue && dispatch(actions.yearChanged(Number(d.optionValue)))}
            >
              {years.map((y) => (
                <Option key={y} value={String(y)}>
                  {String(y)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        ) : null}
      </div>

      {state.places.status === 'fulfilled' && heatPlaces.length === 0 ? (
        <Text>{t('reports.districtHeating.noPlaces')}</Text>
      ) : null}
      <ErrorAlert error={state.places.error} onRetry={() => dispatch(actions.placesRequested({ subject }))} />
      <ErrorAlert error={state.data.error} onRetry={() => dispatch(actions.dataRequested())} />
      {state.data.status === 'pending' || state.places.status === 'pending' ? (
        <Spinner label={t('reports.districtHeating.loading')} />
      ) : null}

      {ready && report ? (
        <>
          <div className={styles.cards}>
            <Card data-tour="costs">
              <CardHeader
                header={
                  <Text as="h2" weight="semibold">
                    {t('reports.districtHeating.costs.title', {
                      // a cost year of fewer months (the contract began in it) says how many it holds
                      year:
                        latestCost && latestCost.districtHeatCostMonths.length < 12
                          ? t('reports.districtHeating.partialYear', {
                              year: costYear,
                              months: latestCost.districtHeatCostMonths.length,
                            })
                          : costYear,
                    })}
                  </Text>
                }
              />
              {latestCost ? (
                <Figures
                  items={[
                    [
                      t('reports.districtHeating.costs.total'),
                      <span className={styles.big}>{eur(latestCost.totalChargeWithVATSum)}</span>,
                    ],
                    [t('reports.districtHeating.costs.energy'), eur(latestCost.energyChargeWithVATSum)],
                    [t('reports.districtHeating.costs.basic'), eur(latestCost.basicChargeWithVATSum)],
                    [t('reports.districtHeating.costs.monthAverage'), eur(latestCost.totalChargeWithVATAvg)],
                    [t('reports.districtHeating.costs.vat'), eur(latestCost.totalChargeVATAmountSum)],
                  ]}
                />
              ) : (
                <Text>{t('reports.districtHeating.costs.none')}</Text>
              )}
            </Card>
            <Card data-tour="building">
              <CardHeader
                header={
                  <Text as="h2" weight="semibold">
                    {t('reports.districtHeating.building.title')}
                  </Text>
                }
              />
              {data?.structure ? (
                <Figures
                  items={[
                    [t('reports.districtHeating.building.dhUnit'), data.structure.dhUnit],
                    [t('reports.districtHeating.building.structureType'), data.structure.structureType],
                    [
                      t('reports.districtHeating.building.completionYear'),
                      data.structure.completionYear ?? '–',
                    ],
                    [t('reports.districtHeating.building.volume'), `${num(data.structure.volume, 0)} m³`],
                    [
                      t('reports.districtHeating.building.grossArea'),
                      `${num(data.structure.grossArea, 0)} m²`,
                    ],
                    [
                      t('reports.districtHeating.building.subscrCapacity'),
                      `${num(data.structure.subscrCapacity, 0)} kW`,
                    ],
                    [
                      t('reports.districtHeating.building.subscrFlow'),
                      `${num(data.structure.subscrFlow, 2)} m³/h`,
                    ],
                  ]}
                />
              ) : (
                <Text>{t('reports.districtHeating.building.none')}</Text>
              )}
            </Card>
            <Card data-tour="keyValues">
              <CardHeader
                header={
                  <Text as="h2" weight="semibold">
                    {t('reports.districtHeating.keyValues.title', { year: keyYear?.year ?? '' })}
                  </Text>
                }
              />
              <Figures
                items={[
                  [
                    t('reports.districtHeating.keyValues.usagePerVolume'),
                    `${num(keyValue(keyYear?.usageSum ?? null, unit, volume), 1)} kWh/m³`,
                  ],
                  [
                    t('reports.districtHeating.keyValues.normPerVolume'),
                    `${num(keyValue(keyYear?.usageNormSum ?? null, unit, volume), 1)} kWh/m³`,
                  ],
                  [
                    t('reports.districtHeating.keyValues.heatDemand'),
                    num(keyYear?.heatingDemandSum ?? null, 0),
                  ],
                  [
                    t('reports.districtHeating.keyValues.referenceDemand'),
                    num(report.referenceHeatingDemand, 0),
                  ],
                ]}
              />
            </Card>
          </div>

          <div className={styles.charts}>
            <Card data-tour="usageChart">
              <CardHeader
                header={
                  <Text as="h2" weight="semibold">
                    {t('reports.districtHeating.charts.usage', { unit })}
                  </Text>
                }
              />
              <Suspense fallback={chartFallback}>
                <DhBarChart
                  name={t('reports.districtHeating.charts.usageName', { unit })}
                  description={t('reports.districtHeating.charts.tableAlternative')}
                  labels={rows.map(rowLabel)}
                  unit={unit}
                  formatValue={(v) => num(v, 1)}
                  series={[
                    { label: t('reports.districtHeating.series.measured'), values: rows.map((r) => r.usage) },
                    {
                      label: t('reports.districtHeating.series.normalized'),
                      values: rows.map((r) => r.usageNorm),
                      outlined: true,
                    },
                  ]}
                />
              </Suspense>
            </Card>
            <Card data-tour="priceChart">
              <CardHeader
                header={
                  <Text as="h2" weight="semibold">
                    {t('reports.districtHeating.charts.prices', { year: costYear })}
                  </Text>
                }
              />
              {proportions.length > 0 ? (
                <Suspense fallback={chartFallback}>
                  <DhPieChart
                    name={t('reports.districtHeating.charts.pricesName', { year: costYear })}
                    description={proportions
                      .map((p) => `${t(`reports.districtHeating.parts.${p.part}`)} ${eur(p.value)}`)
                      .join(', ')}
                    labels={proportions.map((p) => t(`reports.districtHeating.parts.${p.part}`))}
                    values={proportions.map((p) => p.value)}
                    formatValue={(v) => num(v, 2)}
                  />
                </Suspense>
              ) : (
                <Text>{t('reports.districtHeating.costs.none')}</Text>
              )}
            </Card>
            <Card data-tour="costChart">
              <CardHeader
                header={
                  <Text as="h2" weight="semibold">
                    {t('reports.districtHeating.charts.costs')}
                  </Text>
                }
              />
              <Suspense fallback={chartFallback}>
                <DhBarChart
                  name={t('reports.districtHeating.charts.costsName', {
                    first: costBars[0]!.year,
                    last: costYear,
                  })}
                  description={costBars
                    .map((b) => `${b.year}: ${eur(b.cost?.totalChargeWithVATSum ?? null)}`)
                    .join(', ')}
                  labels={costBars.map((b) => String(b.year))}
                  unit="€"
                  stacked
                  formatValue={(v) => num(v, 0)}
                  series={[
                    {
                      label: t('reports.districtHeating.parts.energyWithVat'),
                      values: costBars.map((b) => b.cost?.energyChargeWithVATSum ?? null),
                    },
                    {
                      label: t('reports.districtHeating.parts.basicWithVat'),
                      values: costBars.map((b) => b.cost?.basicChargeWithVATSum ?? null),
                      outlined: true,
                    },
                  ]}
                />
              </Suspense>
            </Card>
          </div>

          <Card data-tour="table">
            <CardHeader
              header={
                <Text as="h2" weight="semibold">
                  {t('reports.districtHeating.table.title')}
                </Text>
              }
            />
            <DataTable
              rows={rows}
              columns={columns}
              getRowId={(row) => row.key}
              label={t('reports.districtHeating.table.label')}
              exportAs={{
                fileName: `${title} ${report.locationCode}${state.frequency === 'month' ? ` ${monthYear}` : ''}`,
                sheetName: title.slice(0, 31),
                loadXlsx,
              }}
              pageSizes={[50, 100, 200]}
              emptyText={t('reports.districtHeating.table.empty')}
              key={`${language}-${state.frequency}`}
            />
          </Card>
        </>
      ) : null}
    </PageFrame>
  );
}
