import { describe, expect, it } from 'vitest';
import { brandRampFrom, parseHexColor } from './brandRamp';
import { portalTheme } from './portalTheme';

describe('instance theme', () => {
  it('puts the instance primary colour at brand shade 80', () => {
    expect(brandRampFrom('#0f6cbd')[80]).toBe('#0f6cbd');
  });
  it('makes shades darker below 80 and lighter above', () => {
    const ramp = brandRampFrom('#336699');
    const sum = (hex: string) => parseHexColor(hex).reduce((a, b) => a + b, 0);
    expect(sum(ramp[10])).toBeLessThan(sum(ramp[80]));
    expect(sum(ramp[160])).toBeGreaterThan(sum(ramp[80]));
  });
  it('uses the instance font and a dark variant', () => {
    const light = portalTheme({ primaryColor: '#336699', logo: 'l.svg', fontFamily: 'Arial' }, false);
    const dark = portalTheme({ primaryColor: '#336699', logo: 'l.svg' }, true);
    expect(light.fontFamilyBase).toBe('Arial');
    expect(light.colorNeutralBackground1).toBe('#ffffff');
    expect(dark.colorNeutralBackground1).not.toBe('#ffffff');
  });
});
