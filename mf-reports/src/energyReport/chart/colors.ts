/**
 * Series colours. Each has at least 3:1 contrast on white (WCAG 1.4.11); estimates, missing values and
 * comparison series are told apart by pattern, marker shape or dash as well, never by colour alone.
 */
export const SERIES_PALETTE = [
  '#0F6CBD',
  '#C4314B',
  '#107C10',
  '#8764B8',
  '#CA5010',
  '#038387',
  '#986F0B',
  '#5C2E91',
] as const;

/** Markers of missing values: neutral grey, 5.7:1 on white. */
export const MISSING_MARKER_COLOR = '#616161';

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** `amount` 0..1 of the way from `hex` towards `towards` (e.g. white to lighten). */
export function mix(hex: string, towards: string, amount: number): string {
  const a = channels(hex);
  const b = channels(towards);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

export const lighten = (hex: string, amount: number): string => mix(hex, '#FFFFFF', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** The tariffs of one quantity: the quantity's colour, then darker and lighter shades of it. */
export function tariffShade(base: string, tariffIndex: number): string {
  if (tariffIndex === 0) return base;
  const step = Math.ceil(tariffIndex / 2) * 0.3;
  return tariffIndex % 2 === 1 ? darken(base, Math.min(step, 0.6)) : lighten(base, Math.min(step, 0.5));
}
