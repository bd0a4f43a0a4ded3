// SCAFFOLD: replaced by the chart work (helper B)
import type { EnergyChartProps } from '../contracts';

export function EnergyChart(_props: EnergyChartProps) {
  return <div data-tour="chart" />;
}
