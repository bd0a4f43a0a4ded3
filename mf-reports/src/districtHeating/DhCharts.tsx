/**
 * The district heating report's charts, a chunk of their own (chart.js is shared with the energy report):
 * measured and normalized usage, the price proportions and the yearly costs. Each canvas is named and
 * described for screen readers; the data table below them holds the same figures.
 */
import { makeStyles } from '@fluentui/react-components';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  PieController,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useId, useRef } from 'react';
import { Bar, Pie } from 'react-chartjs-2';
import { useChartTheme, type ChartTheme } from '../energyReport/chart/chartTheme';
import { SERIES_PALETTE } from '../energyReport/chart/colors';

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  PieController,
  ArcElement,
  Tooltip,
  Legend,
);

const useStyles = makeStyles({
  box: { position: 'relative', height: '280px', minWidth: 0 },
  pie: { position: 'relative', height: '260px', maxWidth: '360px', minWidth: 0 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface BarSeries {
  label: string;
  values: Array<number | null>;
  /** bars of a second series are hatched-free but outlined, so two series differ by more than colour */
  outlined?: boolean;
}

export interface DhBarChartProps {
  /** the canvas's accessible name */
  name: string;
  /** a text summary of what the chart shows (aria-describedby) */
  description: string;
  labels: string[];
  series: BarSeries[];
  unit: string;
  stacked?: boolean;
  formatValue: (value: number) => string;
}

/** the box around a chart and the theme's colours there, read again when the theme changes */
function useBoxTheme(): [React.RefObject<HTMLDivElement | null>, ChartTheme] {
  const ref = useRef<HTMLDivElement>(null);
  return [ref, useChartTheme(ref)];
}

export function DhBarChart({
  name,
  description,
  labels,
  series,
  unit,
  stacked,
  formatValue,
}: DhBarChartProps) {
  const styles = useStyles();
  const [ref, theme] = useBoxTheme();
  const id = useId();
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    color: theme.text,
    scales: {
      x: { stacked, ticks: { color: theme.text }, grid: { color: theme.grid } },
      y: {
        stacked,
        beginAtZero: true,
        ticks: { color: theme.text, callback: (value) => formatValue(Number(value)) },
        grid: { color: theme.grid },
        title: { display: true, text: unit, color: theme.text },
      },
    },
    plugins: {
      legend: { labels: { color: theme.text } },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))} ${unit}`,
        },
      },
    },
  };
  const data = {
    labels,
    datasets: series.map((s, i) => ({
      label: s.label,
      data: s.values,
      backgroundColor: s.outlined
        ? `${SERIES_PALETTE[i % SERIES_PALETTE.length]}33`
        : SERIES_PALETTE[i % SERIES_PALETTE.length],
      borderColor: SERIES_PALETTE[i % SERIES_PALETTE.length],
      borderWidth: s.outlined ? 2 : 0,
    })),
  };
  return (
    <div ref={ref} className={styles.box}>
      <Bar data={data} options={options} aria-label={name} role="img" aria-describedby={id} />
      <p id={id} className={styles.hidden}>
        {description}
      </p>
    </div>
  );
}

export interface DhPieChartProps {
  name: string;
  description: string;
  labels: string[];
  values: number[];
  formatValue: (value: number) => string;
}

export function DhPieChart({ name, description, labels, values, formatValue }: DhPieChartProps) {
  const styles = useStyles();
  const [ref, theme] = useBoxTheme();
  const id = useId();
  const total = values.reduce((a, b) => a + b, 0);
  const options: ChartOptions<'pie'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'right', labels: { color: theme.text } },
      tooltip: {
        callbacks: {
          label: (item) =>
            `${item.label}: ${formatValue(Number(item.raw))} € (${total > 0 ? Math.round((Number(item.raw) / total) * 100) : 0} %)`,
        },
      },
    },
  };
  const data = {
    labels,
    datasets: [
      {
        data: values,
        backgroundColor: SERIES_PALETTE.slice(0, values.length),
        borderColor: '#FFFFFF',
        borderWidth: 2,
      },
    ],
  };
  return (
    <div ref={ref} className={styles.pie}>
      <Pie data={data} options={options} aria-label={name} role="img" aria-describedby={id} />
      <p id={id} className={styles.hidden}>
        {description}
      </p>
    </div>
  );
}

export default { DhBarChart, DhPieChart };
