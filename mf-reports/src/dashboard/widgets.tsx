/**
 * The reports module's dashboard widgets: one lazy chunk (module.tsx), apart from the energy report's.
 * Each gets the usage place and energy type the report options card chose; without one it renders nothing.
 */
import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import type { ModuleWidgetProps } from '@portal/shared';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ChartWidget } from './ChartWidget';
import { averageDaily, averageHourly, peakPower, powerUnitOf, totals } from './derive';
import { helsinkiDay } from '@portal/shared/calendar';
import { dashboardInterval, dashboardNow, yesterday, type DashboardChartKind } from './periods';

export { ReportOptionsWidget } from './ReportOptionsWidget';
export { ConsumptionChangesWidget } from './ConsumptionChangesWidget';

const useStyles = makeStyles({ date: { maxWidth: '14rem' } });

// the date picker (Fluent's calendar, ~65 KB gzip) loads when the user asks to change the day, not with the
// dashboard (docs/dashboard.md, "Figures")
const DateField = lazy(() => import('@portal/shared/dates').then((m) => ({ default: m.DateField })));

/** the quarter hour the widget was mounted in: the same for every widget, so shared requests match */
function useInterval(kind: DashboardChartKind, day?: string) {
  const [now] = useState(() => dashboardNow());
  return useMemo(() => dashboardInterval(kind, now, day), [kind, now, day]);
}

export function DailyConsumptionWidget({ subject, usagePlace, energyType }: ModuleWidgetProps) {
  const [today] = useState(() => helsinkiDay());
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
      controls={<DayPicker day={day} max={today} onChange={setDay} />}
    />
  );
}

/** mounts with the loaded picker: the focus moves into it from the button it replaced */
function FocusInput({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => box.current?.querySelector('input')?.focus(), [box]);
  return null;
}

function DayPicker({ day, max, onChange }: { day: string; max: string; onChange: (day: string) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  if (!open) {
    const shown = intl.formatDate(new Date(`${day}T12:00:00Z`), {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (
      <div>
        <Button size="small" icon={<CalendarRegular />} onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'reports.dashboard.daily.change' }, { date: shown })}
        </Button>
      </div>
    );
  }
  return (
    <div ref={box}>
      <Suspense fallback={<Spinner size="tiny" label={intl.formatMessage({ id: 'common.loading' })} />}>
        <DateField
          className={styles.date}
          label={intl.formatMessage({ id: 'reports.dashboard.daily.date' })}
          value={day}
          max={max}
          onChange={(value) => value && onChange(value)}
        />
        <FocusInput box={box} />
      </Suspense>
    </div>
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
