/**
 * The reports module's dashboard widgets: one lazy chunk (module.tsx), apart from the energy report's.
 * Each gets the usage place and energy type the report options card chose; without one it renders nothing.
 */
import { makeStyles } from '@fluentui/react-components';
import type { ModuleWidgetProps } from '@portal/shared';
import { DateField } from '@portal/shared/dates';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChartWidget } from './ChartWidget';
import { averageDaily, averageHourly, peakPower, powerUnitOf, totals } from './derive';
import { dashboardInterval, dashboardNow, helsinkiDay, yesterday, type DashboardChartKind } from './periods';

export { ReportOptionsWidget } from './ReportOptionsWidget';
export { ConsumptionChangesWidget } from './ConsumptionChangesWidget';

const useStyles = makeStyles({ date: { maxWidth: '14rem' } });

/** the quarter hour the widget was mounted in: the same for every widget, so shared requests match */
function useInterval(kind: DashboardChartKind, day?: string) {
  const [now] = useState(() => dashboardNow());
  return useMemo(() => dashboardInterval(kind, now, day), [kind, now, day]);
}

export function DailyConsumptionWidget({ subject, usagePlace, energyType }: ModuleWidgetProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [today] = useState(() => helsinkiDay(new Date()));
  const [day, setDay] = useState(() => yesterday(new Date()));
  const interval = useInterval('daily', day);
  if (!usagePlace || !energyType) return null;
  return (
    <ChartWidget
      subject={subject}
      usagePlace={usagePlace}
      energyType={energyType}
      area="daily"
      testId="widget-daily"
      interval={interval}
      draw={totals}
      differences
      currency
      controls={
        <DateField
          className={styles.date}
          label={intl.formatMessage({ id: 'reports.dashboard.daily.date' })}
          value={day}
          max={today}
          onChange={(value) => value && setDay(value)}
        />
      }
    />
  );
}

function simpleWidget(
  kind: DashboardChartKind,
  area: string,
  draw: typeof totals,
  {
    differences = false,
    currency = false,
    unitOf,
  }: { differences?: boolean; currency?: boolean; unitOf?: (unit: string) => string } = {},
) {
  function Widget({ subject, usagePlace, energyType }: ModuleWidgetProps) {
    const interval = useInterval(kind);
    if (!usagePlace || !energyType) return null;
    return (
      <ChartWidget
        subject={subject}
        usagePlace={usagePlace}
        energyType={energyType}
        area={area}
        testId={`widget-${area}`}
        interval={interval}
        draw={draw}
        differences={differences}
        currency={currency}
        {...(unitOf ? { unitOf } : {})}
      />
    );
  }
  Widget.displayName = `${area}Widget`;
  return Widget;
}

const both = { differences: true, currency: true };
export const MonthlyConsumptionWidget = simpleWidget('twelveMonths', 'monthly', totals, both);
export const AnnualConsumptionWidget = simpleWidget('fiveYears', 'annual', totals, both);
export const AverageDailyWidget = simpleWidget('twelveMonths', 'averageDaily', averageDaily, {
  currency: true,
});
export const AverageHourlyWidget = simpleWidget('thirtyDaysHourly', 'averageHourly', averageHourly, {
  currency: true,
});
// power has no price: peak power stays in kW
export const PeakPowerWidget = simpleWidget('thirtyDaysHourly', 'peakPower', peakPower, {
  unitOf: powerUnitOf,
});
