import { tokens } from '@fluentui/react-components';

export type Trend = 'up' | 'down' | 'neutral' | 'none';

/** a change's direction: no value is no comparison; zero is neutral */
export function trendOf(change: { value: number | null; trendingUp: boolean } | null | undefined): Trend {
  if (!change || change.value === null || !Number.isFinite(change.value)) return 'none';
  if (change.value === 0) return 'neutral';
  return change.trendingUp || change.value > 0 ? 'up' : 'down';
}

/**
 * Spec customer-area 4, the difference indicator: more use is the negative colour, less the positive
 * one, no change neutral. The arrow and the words carry the meaning too (not colour alone).
 */
export const TREND_COLOR: Record<Trend, string> = {
  up: tokens.colorPaletteRedForeground1,
  down: tokens.colorPaletteGreenForeground1,
  neutral: tokens.colorNeutralForeground2,
  none: tokens.colorNeutralForeground3,
};
