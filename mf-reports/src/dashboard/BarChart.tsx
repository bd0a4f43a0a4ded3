/**
 * A widget's bar chart: chart.js with only bars, a category axis and the tooltip. chart.js itself is one
 * chunk shared with the energy report's chart (the bundler splits what both lazy parts import).
 */
import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { makeStyles } from '@fluentui/react-components';
import { useMemo, useRef } from 'react';
import { Chart } from 'react-chartjs-2';
import { decimalsFor, type NumberFormat } from '@portal/shared';
import { useIntl } from 'react-intl';
import { useChartTheme } from '../energyReport/chart/chartTheme';
import { SERIES_PALETTE } from '../energyReport/chart/colors';
import { formatBarLabel, formatValue } from './barLabels';
import type { Bars } from './derive';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const useStyles = makeStyles({
  box: { position: 'relative', height: '180px', width: '100%' },
});

/** `format`: the card's unit (bars are drawn in it: value / factor), `unitLabel` its name */
export function BarChart({
  bars,
  format,
  unitLabel,
  label,
}: {
  bars: Bars;
  format: NumberFormat;
  unitLabel: string;
  label: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  // read again when the theme changes: the canvas redraws in the new theme's colours
  const theme = useChartTheme(box);
  const labels = useMemo(
    () => bars.labels.map((item) => formatBarLabel(intl, item, bars.labelKind)),
    [bars, intl],
  );
  const data = useMemo(
    () => ({
      labels,
      datasets: [
        {
          label: unitLabel,
          data: bars.values.map((value) => (value === null ? null : value / format.factor)),
          backgroundColor: SERIES_PALETTE[0],
          borderRadius: 2,
          maxBarThickness: 28,
        },
      ],
    }),
    [bars.values, labels, unitLabel, format.factor],
  );
  const options = useMemo(
    () => ({
      // the axis numbers in the page's language (Chart.js takes the browser's otherwise)
      locale: intl.locale,
      responsive: true,
      maintainAspectRatio: false,
      animation: false as const,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            // y is in the card's unit already; its decimals by its own size
            label: (item: { parsed: { y: number | null } }) =>
              item.parsed.y === null
                ? '–'
                : formatValue(intl, item.parsed.y * format.factor, {
                    ...format,
                    decimals: Math.max(format.decimals, decimalsFor(Math.abs(item.parsed.y))),
                  }),
          },
        },
      },
      scales: {
        x: {
          ticks: { color: theme.text, font: { family: theme.font }, maxRotation: 0, autoSkipPadding: 8 },
          grid: { display: false },
        },
        y: {
          beginAtZero: true,
          ticks: { color: theme.text, font: { family: theme.font } },
          grid: { color: theme.grid },
        },
      },
    }),
    [intl, theme, format],
  );
  return (
    <div className={styles.box} ref={box}>
      <Chart type="bar" data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
