import { Button, Card, makeStyles, mergeClasses, Subtitle2, Text, tokens } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowRightRegular,
  ArrowUpRegular,
  ChevronDownRegular,
  ChevronUpRegular,
  SubtractRegular,
} from '@fluentui/react-icons';
import type { ChartSeries } from '@portal/shared';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isLevel, quantityLabel, unitLabel } from '@portal/shared';
import type { SummaryProps } from '../contracts';
import { formatNumber, sharedUnitFormats, type NumberFormat } from '../chart/numberFormat';
import { formatBucket, parseCategory } from '../table/formatBucket';
import { comparisonTotal, levelRange, mainSeries, orderedTotals, trendOf, type Trend } from './summaryModel';
import { TREND_COLOR } from '../../dashboard/trend';

const useStyles = makeStyles({
  heading: { margin: 0 },
  toggle: { justifyContent: 'flex-start', paddingInline: 0, minHeight: '32px' },
  body: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: tokens.spacingVerticalS },
  total: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS },
  swatch: {
    width: '12px',
    height: '12px',
    marginTop: '4px',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  facts: { margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0, display: 'flex', flexDirection: 'column' },
  value: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  trend: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // the dashboard's trend colours: 4.5:1 on every surface in both themes (the status danger red was 4.16:1 on
  // the dark card)
  up: { color: TREND_COLOR.up },
  down: { color: TREND_COLOR.down },
  neutral: { color: tokens.colorNeutralForeground2 },
  unknown: { color: tokens.colorNeutralForeground2 },
});

/** The server names a colour role; a CSS colour is used as it is. The name beside it carries the meaning. */
const SWATCH: Record<string, string> = {
  primary: tokens.colorBrandBackground,
  secondary: tokens.colorPaletteDarkOrangeBorderActive,
  tertiary: tokens.colorPaletteGreenBorderActive,
};
const swatchColor = (color: string): string =>
  SWATCH[color] ?? (/^(#|rgb|hsl)/.test(color) ? color : tokens.colorNeutralStroke1);

const TREND_ICON = {
  up: ArrowUpRegular,
  down: ArrowDownRegular,
  neutral: ArrowRightRegular,
  unknown: SubtractRegular,
};

type FormatOf = (unit: string, value?: number | null) => NumberFormat;

function valueText(intl: IntlShape, value: number | null, unit: string, formatOf: FormatOf): string {
  if (value === null) return intl.formatMessage({ id: 'reports.summary.noValue' });
  const format = formatOf(unit, value);
  return intl.formatMessage(
    { id: 'reports.summary.valueWithUnit' },
    { value: formatNumber(intl, value, format), unit: unitLabel(intl, format.unit) },
  );
}

/** the server sends a message key without our `reports.` prefix; our own title when it has no text */
function titleOf(intl: IntlShape, key: string): string {
  for (const id of [`reports.${key}`, key])
    if (intl.messages[id] !== undefined) return intl.formatMessage({ id });
  return intl.formatMessage({ id: 'reports.summary.title' });
}

const categoryText = (intl: IntlShape, category: string): string => {
  const parsed = parseCategory(category);
  return parsed ? formatBucket(intl, parsed, parsed.resolution) : category;
};

export function trendText(intl: IntlShape, trend: Trend, change: number | null): string {
  if (trend === 'up' || trend === 'down')
    return intl.formatMessage(
      { id: `reports.summary.trend.${trend}` },
      {
        change: intl.formatNumber(Math.abs(change ?? 0) / 100, {
          style: 'percent',
          maximumFractionDigits: 1,
        }),
      },
    );
  return intl.formatMessage({ id: `reports.summary.trend.${trend}` });
}

function MainDetails({ series, formatOf }: { series: ChartSeries; formatOf: FormatOf }) {
  const intl = useIntl();
  const styles = useStyles();
  const { previousValue, dynamicPeriod } = series.details;
  const unit = series.chart.unitTranslationKey;
  const trend = trendOf(previousValue);
  const Icon = TREND_ICON[trend];
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{intl.formatMessage({ id: 'reports.summary.previousValue' })}</dt>
      <dd className={styles.detail}>
        <Text className={styles.value}>{valueText(intl, previousValue?.value ?? null, unit, formatOf)}</Text>
      </dd>
      <dt className={styles.term}>{intl.formatMessage({ id: 'reports.summary.change' })}</dt>
      <dd className={styles.detail}>
        {previousValue?.complete === false ? (
          <Text data-testid="previous-incomplete">
            {intl.formatMessage(
              { id: 'reports.summary.previousIncomplete' },
              {
                share: intl.formatNumber(previousValue.measuredShare ?? 0, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
              },
            )}
          </Text>
        ) : (
          <Text className={mergeClasses(styles.trend, styles[trend])} data-trend={trend}>
            <Icon aria-hidden fontSize={16} />
            {trendText(intl, trend, previousValue?.change.value ?? null)}
          </Text>
        )}
        <Text size={200}>
          {intl.formatMessage(
            { id: 'reports.summary.dynamicPeriod' },
            { amount: dynamicPeriod.amount, unit: dynamicPeriod.unit },
          )}
        </Text>
      </dd>
    </dl>
  );
}

/**
 * The report's summary (customer-area section 2): totals in order with their colour and name, the highest
 * and lowest bucket, and the main quantity against the previous period of the same length. Collapsible.
 */
export function SummaryCard({ response }: SummaryProps) {
  const intl = useIntl();
  const styles = useStyles();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(true);
  const { highest, lowest } = response.summary;
  const main = mainSeries(response);
  const mainUnit = main?.chart.unitTranslationKey ?? '';
  const extremes = [
    ['reports.summary.highest', highest],
    ['reports.summary.lowest', lowest],
  ] as const;
  // one unit per family for the whole card: never a total in MWh beside a highest value in kWh
  const totals = orderedTotals(response);
  const shown = totals.map((total) => ({
    total,
    earlier: total.showComparisonValue ? comparisonTotal(response, total.name) : null,
    range: isLevel(total.name, total.unit) ? levelRange(response, total.name) : null,
  }));
  const formatOf = sharedUnitFormats([
    ...shown.flatMap(({ total, earlier, range }) => [
      { unit: total.unit, value: total.value },
      { unit: total.unit, value: earlier },
      { unit: total.unit, value: range?.min },
      { unit: total.unit, value: range?.max },
    ]),
    { unit: mainUnit, value: highest?.value },
    { unit: mainUnit, value: lowest?.value },
    { unit: mainUnit, value: main?.details.previousValue?.value },
  ]);

  return (
    <Card data-tour="summary">
      <Subtitle2 as="h2" className={styles.heading}>
        <Button
          appearance="transparent"
          className={styles.toggle}
          icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
          iconPosition="after"
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {titleOf(intl, response.summary.title)}
        </Button>
      </Subtitle2>
      {expanded ? (
        <div id={bodyId} className={styles.body}>
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'reports.summary.totals' })}>
            {shown.map(({ total, earlier, range }) => {
              // a level's figure is the period's mean (shared energy/aggregation), shown with its range
              const level = isLevel(total.name, total.unit);
              return (
                <li key={`${total.name}-${total.order}`} className={styles.total}>
                  <span
                    aria-hidden
                    className={styles.swatch}
                    style={{ backgroundColor: swatchColor(total.color) }}
                  />
                  <span className={styles.detail}>
                    <Text>{quantityLabel(intl, total.name)}</Text>
                    <Text className={styles.value}>
                      {level && total.value !== null
                        ? intl.formatMessage(
                            { id: 'reports.summary.mean' },
                            { value: valueText(intl, total.value, total.unit, formatOf) },
                          )
                        : valueText(intl, total.value, total.unit, formatOf)}
                    </Text>
                    {range ? (
                      <Text size={200}>
                        {intl.formatMessage(
                          { id: 'reports.summary.range' },
                          {
                            min: valueText(intl, range.min, total.unit, formatOf),
                            max: valueText(intl, range.max, total.unit, formatOf),
                          },
                        )}
                      </Text>
                    ) : null}
                    {earlier === null ? null : (
                      <Text size={200}>
                        {intl.formatMessage(
                          { id: 'reports.summary.comparisonValue' },
                          { value: valueText(intl, earlier, total.unit, formatOf) },
                        )}
                      </Text>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          {highest || lowest ? (
            <dl className={styles.facts}>
              {extremes.map(([id, extreme]) =>
                extreme ? (
                  <div key={id}>
                    <dt className={styles.term}>{intl.formatMessage({ id })}</dt>
                    <dd className={styles.detail}>
                      <Text className={styles.value}>
                        {valueText(intl, extreme.value, mainUnit, formatOf)}
                      </Text>
                      <Text size={200}>{categoryText(intl, extreme.category)}</Text>
                    </dd>
                  </div>
                ) : null,
              )}
            </dl>
          ) : null}
          {main?.details.previousValue ? <MainDetails series={main} formatOf={formatOf} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
