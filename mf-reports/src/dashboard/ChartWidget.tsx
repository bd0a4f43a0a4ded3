import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  ErrorAlert,
  PressedButton,
  sharedUnitFormats,
  unitLabel,
  WidgetCard,
  type ChartResponse,
  type EnergyTypeKey,
  type ModuleWidgetProps,
  type UsagePlace,
} from '@portal/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { BarChart } from './BarChart';
import { formatBarLabel, formatValue } from './barLabels';
import { chartCall } from './dashboardApi';
import { costSeries, isEmpty, mainSeries, type Bars, type SeriesPick } from './derive';
import { DifferenceFigures } from './Difference';
import { chartBody, clipToValidity, mainQuantities, type DashboardInterval } from './periods';
import { useCall } from './useCall';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
  },
});

const TIME_ZONE = 'Europe/Helsinki';

export function formatPeriod(intl: IntlShape, interval: { start: Date; end: Date }): string {
  const format = (date: Date) =>
    intl.formatDate(date, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: TIME_ZONE });
  const first = format(interval.start);
  const last = format(new Date(interval.end.getTime() - 1));
  return first === last
    ? first
    : intl.formatMessage({ id: 'reports.dashboard.period' }, { start: first, end: last });
}

export interface ChartWidgetProps extends Pick<ModuleWidgetProps, 'subject'> {
  usagePlace: UsagePlace;
  energyType: EnergyTypeKey;
  /** message ids: `<area>.title` takes {unit}, `<area>.info` */
  area: string;
  testId: string;
  interval: DashboardInterval;
  draw: (response: ChartResponse, pick?: SeriesPick) => Bars | null;
  /** offers the kWh/EUR switch where the place has prices: EUR draws the interval-priced cost with VAT */
  currency?: boolean;
  /** the chart answer's previous value and dynamic period describe what this widget draws */
  differences: boolean;
  /** the drawn unit from the quantity's unit (peak power: kWh -> kW) */
  unitOf?: (unit: string) => string;
  /** controls under the header (the daily widget's date) */
  controls?: ReactNode;
}

/**
 * One consumption chart widget: title with the unit, the dates as subheader, the info tooltip, the bars,
 * and the two difference figures (previous value with change and trend; the period's length with its total).
 */
export function ChartWidget(props: ChartWidgetProps) {
  const { subject, usagePlace, energyType, area, draw, controls, testId } = props;
  // a window longer than the contract starts at the contract's first day, and the card says so
  const clip = useMemo(() => clipToValidity(props.interval, usagePlace), [props.interval, usagePlace]);
  const interval = clip.interval;
  const priced =
    props.currency === true &&
    usagePlace.additionalInformations.some((info) => info.key === 'usagePriceVat' && !info.disabled);
  const [inEur, setInEur] = useState(false);
  const eur = priced && inEur;
  // the chart answer's previous value and period describe the quantity, not its cost
  const differences = props.differences && !eur;
  const intl = useIntl();
  const styles = useStyles();
  const quantityKey = mainQuantities(usagePlace, energyType).join();
  const quantities = useMemo(() => (quantityKey ? quantityKey.split(',') : []), [quantityKey]);
  const body = useMemo(
    () => chartBody(interval, energyType, quantities, eur ? ['usagePriceVat'] : []),
    [interval, energyType, quantities, eur],
  );
  const { state, retry } = useCall(
    quantities.length > 0 && !clip.outside ? chartCall(subject, usagePlace, body) : null,
  );
  const response = state.status === 'fulfilled' ? state.data : null;
  const bars = response ? draw(response, eur ? costSeries : mainSeries) : null;
  const series = response ? mainSeries(response) : null;
  const previous = series?.details.previousValue;
  const barsTotal = bars ? bars.values.reduce<number>((sum, value) => sum + (value ?? 0), 0) : null;
  const baseUnit = eur
    ? 'EURVat'
    : (props.unitOf ?? ((base: string) => base))(baseUnitOf(usagePlace, energyType));
  // one unit for the card (the shared rule): from the largest of its bars, their total and the figures
  const formatOf = sharedUnitFormats(
    bars
      ? [
          ...bars.values.map((value) => ({ unit: bars.unit, value })),
          { unit: bars.unit, value: barsTotal },
          ...(differences && series
            ? [
                { unit: series.chart.unitTranslationKey, value: previous?.value },
                { unit: series.chart.unitTranslationKey, value: series.chart.data.totalDataSum },
              ]
            : []),
        ]
      : [],
  );
  const barFormat = formatOf(bars?.unit ?? baseUnit);
  const unit = unitLabel(intl, barFormat.unit);
  const valueText = (value: number | null | undefined, valueUnit: string) =>
    formatValue(intl, value ?? null, formatOf(valueUnit, value));
  const title = intl.formatMessage({ id: `reports.dashboard.${area}.title` }, { unit });
  const period = formatPeriod(intl, interval);
  let content: ReactNode;
  if (quantities.length === 0)
    content = <Note text={intl.formatMessage({ id: 'reports.dashboard.noData' })} />;
  else if (clip.outside) content = <Note text={intl.formatMessage({ id: 'reports.dashboard.noContract' })} />;
  else if (state.status === 'rejected') content = <ErrorAlert error={state.error} onRetry={retry} />;
  else if (!response) content = <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  else if (!bars || isEmpty(bars))
    content = <Note text={intl.formatMessage({ id: 'reports.dashboard.noData' })} />;
  else {
    const highestIndex = bars.values.reduce<number>(
      (best, value, index) => (value !== null && (best < 0 || value > bars.values[best]!) ? index : best),
      -1,
    );
    const label = intl.formatMessage(
      { id: 'reports.dashboard.chartLabel' },
      {
        title,
        period,
        total: valueText(barsTotal, bars.unit),
        highest: valueText(bars.values[highestIndex], bars.unit),
        highestAt: formatBarLabel(intl, bars.labels[highestIndex] ?? '', bars.labelKind),
      },
    );
    content = (
      <>
        <BarChart bars={bars} format={barFormat} unitLabel={unit} label={label} />
        {differences && series ? (
          <DifferenceFigures
            previous={
              previous && previous.value !== null
                ? {
                    value: valueText(previous.value, series.chart.unitTranslationKey),
                    change: previous.change,
                    ...(previous.complete === false
                      ? {
                          incomplete: intl.formatMessage(
                            { id: 'reports.dashboard.previousIncomplete' },
                            {
                              share: intl.formatNumber(previous.measuredShare ?? 0, {
                                style: 'percent',
                                maximumFractionDigits: 0,
                              }),
                            },
                          ),
                        }
                      : {}),
                  }
                : null
            }
            period={{
              length: intl.formatMessage(
                { id: `reports.dashboard.periodLength.${series.details.dynamicPeriod.unit}` },
                { amount: series.details.dynamicPeriod.amount },
              ),
              total: valueText(series.chart.data.totalDataSum, series.chart.unitTranslationKey),
            }}
          />
        ) : null}
      </>
    );
  }
  return (
    <WidgetCard
      title={title}
      subheader={period}
      info={intl.formatMessage({ id: `reports.dashboard.${area}.info` })}
      testId={testId}
      action={
        priced ? (
          <UnitSwitch
            energyUnit={unitLabel(intl, baseUnitOf(usagePlace, energyType))}
            eur={eur}
            onChange={setInEur}
          />
        ) : undefined
      }
    >
      <div className={styles.body} aria-busy={state.status === 'pending'}>
        {controls}
        {clip.clippedFrom && !clip.outside ? (
          <Caption1 data-testid="clipped-from">
            {intl.formatMessage(
              { id: 'reports.dashboard.clippedFrom' },
              {
                date: intl.formatDate(clip.clippedFrom, {
                  day: 'numeric',
                  month: 'numeric',
                  year: 'numeric',
                  timeZone: TIME_ZONE,
                }),
              },
            )}
          </Caption1>
        ) : null}
        {content}
      </div>
    </WidgetCard>
  );
}

/** the unit of the energy type's main quantity (the title shows it before the answer comes) */
function baseUnitOf(place: UsagePlace, energyType: EnergyTypeKey): string {
  const details = place.energyTypes.find((type) => type.key === energyType)?.basicDetails ?? [];
  return (details.find((candidate) => candidate.isMainType) ?? details[0])?.unitTranslationKey ?? '';
}

/** kWh or EUR: two toggle buttons, the pressed one is the unit shown */
function UnitSwitch({
  energyUnit,
  eur,
  onChange,
}: {
  energyUnit: string;
  eur: boolean;
  onChange: (eur: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'reports.dashboard.unitSwitch' })}>
      <PressedButton size="small" appearance="subtle" pressed={!eur} onClick={() => onChange(false)}>
        {energyUnit}
      </PressedButton>
      <PressedButton size="small" appearance="subtle" pressed={eur} onClick={() => onChange(true)}>
        €
      </PressedButton>
    </div>
  );
}

function Note({ text }: { text: string }) {
  return (
    <MessageBar intent="info">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
