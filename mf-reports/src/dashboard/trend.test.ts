import { tokens } from '@fluentui/react-components';
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
