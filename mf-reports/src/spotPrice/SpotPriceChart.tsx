/**
 * The widget's chart, loaded as its own chunk: chart.js bars of the day's prices and a line at the average.
 * The canvas is an image named by its summary; the table beside it (SpotPriceTable) carries the values.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { tokens } from '@fluentui/react-components';
import { useMemo, useRef } from 'react';
import { useThemeColours } from '../energyReport/chart/chartTheme';
import { Chart } from 'react-chartjs-2';
import { useIntl } from 'react-intl';

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface SpotPriceChartProps {
  labels: string[];
  prices: Array<number | null>;
  average: number | null;
  /** the index of the interval holding the present moment (today only), drawn in a stronger colour */
  currentIndex: number;
  /** the canvas's accessible name */
  label: string;
  priceName: string;
  averageName: string;
  formatPrice: (value: number) => string;
}

interface Colours {
  bar: string;
  current: string;
  negative: string;
  average: string;
  text: string;
  grid: string;
}

const FALLBACK: Colours = {
  bar: '#479ef5',
  current: '#0f6cbd',
  negative: '#107c10',
  average: '#c50f1f',
  text: '#424242',
  grid: '#e0e0e0',
};

function readColours(element: Element): Colours {
  const style = getComputedStyle(element);
  const v = (token: string, fallback: string) => {
    const name = token.replace(/^var\(|\)$/g, '');
    return style.getPropertyValue(name).trim() || fallback;
  };
  return {
    bar: v(tokens.colorBrandBackground2Pressed, FALLBACK.bar),
    current: v(tokens.colorBrandBackground, FALLBACK.current),
    negative: v(tokens.colorPaletteGreenBackground3, FALLBACK.negative),
    average: v(tokens.colorPaletteRedForeground1, FALLBACK.average),
    text: v(tokens.colorNeutralForeground2, FALLBACK.text),
    grid: v(tokens.colorNeutralStroke2, FALLBACK.grid),
  };
}

export default function SpotPriceChart(props: SpotPriceChartProps) {
  const { labels, prices, average, currentIndex, label, priceName, averageName, formatPrice } = props;
  const { locale } = useIntl();
  const box = useRef<HTMLDivElement>(null);
  // read again when the theme changes: the canvas redraws in the new theme's colours
  const colours = useThemeColours(box, readColours) ?? FALLBACK;

  const data = useMemo(
    (): ChartData<'bar' | 'line', Array<number | null>, string> => ({
      labels,
      datasets: [
        {
          type: 'bar',
          label: priceName,
          data: prices,
          backgroundColor: prices.map((p, i) =>
            i === currentIndex ? colours.current : (p ?? 0) < 0 ? colours.negative : colours.bar,
          ),
          order: 2,
        },
        {
          type: 'line',
          label: averageName,
          data: labels.map(() => average),
          borderColor: colours.average,
          borderDash: [6, 4],
          borderWidth: 2,
          pointRadius: 0,
          order: 1,
        },
      ],
    }),
    [labels, prices, average, currentIndex, colours, priceName, averageName],
  );

  const options = useMemo(
    (): ChartOptions<'bar' | 'line'> => ({
      // the axis numbers in the page's language (Chart.js takes the browser's otherwise)
      locale,
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatPrice(item.parsed.y ?? 0)}` },
        },
      },
      scales: {
        x: { ticks: { color: colours.text, autoSkip: true, maxTicksLimit: 12 }, grid: { display: false } },
        y: { ticks: { color: colours.text }, grid: { color: colours.grid } },
      },
    }),
    [colours, formatPrice, locale],
  );

  return (
    <div ref={box} style={{ position: 'relative', height: 240 }}>
      <Chart type="bar" data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
