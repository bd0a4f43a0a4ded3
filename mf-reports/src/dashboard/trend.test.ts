import { tokens, webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { consumptionChangesTitleKey } from './consumptionChangesTitle';
import { TREND_COLOR, trendOf } from './trend';

describe('difference indicator (spec customer-area 4)', () => {
  it('up is the negative colour, down the positive colour, no change neutral', () => {
    expect(trendOf({ value: 5.2, trendingUp: true })).toBe('up');
    expect(trendOf({ value: -3.2, trendingUp: false })).toBe('down');
    expect(trendOf({ value: 0, trendingUp: false })).toBe('neutral');
    expect(trendOf({ value: null, trendingUp: false })).toBe('none');
    expect(trendOf(null)).toBe('none');
    expect(TREND_COLOR.up).toBe(tokens.colorPaletteRedForeground1);
    expect(TREND_COLOR.down).toBe(tokens.colorPaletteGreenForeground1);
    expect(TREND_COLOR.neutral).toBe(tokens.colorNeutralForeground2);
  });
});

describe('consumption-changes title (spec customer-area 2)', () => {
  it('is cardTitleProduction only when the quantities hold electricityPMinus but not electricityP', () => {
    const key = (quantities: string[]) => consumptionChangesTitleKey(quantities).split('.').at(-1);
    expect(key(['electricityPMinus'])).toBe('cardTitleProduction');
    expect(key(['electricityPMinus', 'electricityQ'])).toBe('cardTitleProduction');
    expect(key(['electricityP', 'electricityPMinus'])).toBe('cardTitle');
    expect(key(['electricityP'])).toBe('cardTitle');
    expect(key(['heatEnergy'])).toBe('cardTitle');
  });
});

/** WCAG contrast of two #rrggbb colours */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** a token's value in a theme: tokens.x is 'var(--x)' */
const valueIn = (theme: Theme, token: string): string =>
  theme[token.replace(/^var\(--|\)$/g, '') as keyof Theme] as string;

describe('trend colours (dashboard tiles and figures, the energy report summary)', () => {
  it('every trend text reaches 4.5:1 on every card surface in the light and the dark theme', () => {
    const surfaces = ['colorNeutralBackground1', 'colorNeutralBackground2', 'colorNeutralBackground3'];
    const short: string[] = [];
    for (const [name, theme] of [
      ['light', webLightTheme],
      ['dark', webDarkTheme],
    ] as const)
      for (const [trend, token] of Object.entries(TREND_COLOR))
        for (const surface of surfaces) {
          const ratio = contrast(valueIn(theme, token), theme[surface as keyof Theme] as string);
          if (ratio < 4.5) short.push(`${name} ${trend} on ${surface}: ${ratio.toFixed(2)}`);
        }
    expect(short).toEqual([]);
  });
});
