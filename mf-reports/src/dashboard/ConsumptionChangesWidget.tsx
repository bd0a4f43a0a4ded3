import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import {
  ErrorAlert,
  isLevel,
  quantityLabel,
  sharedUnitFormats,
  type NumberFormat,
  tariffLabel,
  unitLabel,
  WidgetCard,
  type ModuleWidgetProps,
} from '@portal/shared';
import type { ConsumptionChange } from '@portal/shared/api/consumptionChanges';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatValue } from './barLabels';
import { formatPeriod } from './ChartWidget';
import { consumptionChangesTitleKey } from './consumptionChangesTitle';
import { consumptionChangesCall } from './dashboardApi';
import { DifferenceIndicator } from './Difference';
import { allQuantities } from './periods';
import { useCall } from './useCall';

const useStyles = makeStyles({
  tiles: {
    display: 'grid',
    // two tiles side by side only where the card is wide enough for two tables of two periods: the card's
    // width depends on the dashboard's columns, not on the window's
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  heading: { margin: 0 },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, width: '100%' },
  cell: { textAlign: 'end', padding: `0 ${tokens.spacingHorizontalXS}` },
  rowHead: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    padding: `0 ${tokens.spacingHorizontalXS}`,
  },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
});

/**
 * The consumption-changes card (spec customer-area 2): a 2-column grid of tiles, each with its subtitle,
 * the percent difference with its trend, and the used tariff values per quantity and period.
 */
export function ConsumptionChangesWidget({ subject, usagePlace, energyType }: ModuleWidgetProps) {
  const intl = useIntl();
  const styles = useStyles();
  const quantities = useMemo(
    () => (usagePlace && energyType ? allQuantities(usagePlace, energyType) : []),
    [usagePlace, energyType],
  );
  const call =
    usagePlace && energyType && quantities.length > 0
      ? consumptionChangesCall(subject, usagePlace, {
          selectedEnergyType: energyType,
          selectedBasicDetails: quantities,
        })
      : null;
  const { state, retry } = useCall(call);
  if (!usagePlace || !energyType) return null;
  const title = intl.formatMessage({ id: consumptionChangesTitleKey(quantities) });
  let content;
  if (quantities.length === 0 || state.status === 'fulfilled') {
    const changes = state.status === 'fulfilled' ? state.data.changes : [];
    const formatOf = cardFormats(changes);
    content = (
      <ul className={styles.tiles}>
        {changes.map((change) => (
          <ChangeTile key={change.key} change={change} formatOf={formatOf} />
        ))}
      </ul>
    );
  } else if (state.status === 'rejected') content = <ErrorAlert error={state.error} onRetry={retry} />;
  else content = <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <WidgetCard
      title={title}
      info={intl.formatMessage({ id: 'reports.dashboard.consumptionChanges.info' })}
      testId="widget-consumptionChanges"
    >
      <div aria-busy={state.status === 'pending'}>{content}</div>
    </WidgetCard>
  );
}

/**
 * One unit per quantity for the whole card (the shared rule): from the largest value of any tile, so the
 * week and the year of one quantity are never in kWh and MWh side by side.
 */
function cardFormats(
  changes: readonly ConsumptionChange[],
): (quantity: string, value?: number | null) => NumberFormat {
  const byQuantity = new Map<string, { unit: string; values: (number | null)[] }>();
  for (const change of changes)
    for (const series of change.series) {
      const entry = byQuantity.get(series.quantity) ?? { unit: series.unitTranslationKey, values: [] };
      for (const tariff of series.usedTariffValues) entry.values.push(...tariff.values);
      byQuantity.set(series.quantity, entry);
    }
  const formats = new Map(
    [...byQuantity].map(([quantity, { unit, values }]) => [
      quantity,
      sharedUnitFormats(values.map((value) => ({ unit, value }))),
    ]),
  );
  return (quantity, value) => {
    const entry = byQuantity.get(quantity);
    return formats.get(quantity)!(entry?.unit ?? '', value);
  };
}

function ChangeTile({
  change,
  formatOf,
}: {
  change: ConsumptionChange;
  formatOf: (quantity: string, value?: number | null) => NumberFormat;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const main = change.series.find((series) => series.isMainQuantity) ?? change.series[0];
  const periods = [
    formatPeriod(intl, {
      start: new Date(change.previousInterval.from),
      end: new Date(change.previousInterval.to),
    }),
    formatPeriod(intl, { start: new Date(change.interval.from), end: new Date(change.interval.to) }),
  ];
  const errorId = `reports.dashboard.consumptionChanges.errorCode.${change.errorCode}`;
  return (
    <li className={styles.tile} data-testid={`change-${change.key}`}>
      <Subtitle2 as="h3" className={styles.heading}>
        {intl.formatMessage({ id: `reports.dashboard.consumptionChanges.key.${change.key}` })}
      </Subtitle2>
      <Caption1>{periods[1]}</Caption1>
      {change.errorCode || !main ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {intl.formatMessage({
              id:
                change.errorCode && intl.messages[errorId] !== undefined
                  ? errorId
                  : 'reports.dashboard.consumptionChanges.errorCode.other',
            })}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {main.previousComplete === false ? (
            // a previous period measured only in part is named, not turned into a change (issue 20)
            <Caption1 data-testid="previous-incomplete">
              {intl.formatMessage(
                { id: 'reports.dashboard.previousIncomplete' },
                {
                  share: intl.formatNumber(main.previousMeasuredShare ?? 0, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }),
                },
              )}
            </Caption1>
          ) : (
            <DifferenceIndicator change={main.change} />
          )}
          {change.series.map((series) => {
            const unit = unitLabel(intl, formatOf(series.quantity).unit);
            return (
              <table key={series.quantity} className={styles.table}>
                <caption className={styles.caption}>
                  {/* a level's periods are its means, never sums (shared energy/aggregation) */}
                  {isLevel(series.quantity, series.unitTranslationKey)
                    ? intl.formatMessage(
                        { id: 'reports.dashboard.consumptionChanges.meanCaption' },
                        { quantity: quantityLabel(intl, series.quantity), unit },
                      )
                    : `${quantityLabel(intl, series.quantity)} (${unit})`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.rowHead}>
                      {intl.formatMessage({ id: 'reports.dashboard.consumptionChanges.tariff' })}
                    </th>
                    {periods.map((period) => (
                      <th key={period} scope="col" className={styles.cell}>
                        {period}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {series.usedTariffValues.map((tariff) => (
                    <tr key={tariff.nameTranslationKey}>
                      <th scope="row" className={styles.rowHead}>
                        {tariffLabel(intl, tariff.nameTranslationKey)}
                      </th>
                      {tariff.values.map((value, index) => (
                        <td key={index} className={styles.cell}>
                          {formatValue(intl, value, formatOf(series.quantity, value))}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          })}
        </>
      )}
    </li>
  );
}
