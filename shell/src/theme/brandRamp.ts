import type { BrandVariants } from '@fluentui/react-components';

type Rgb = [number, number, number];

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

export function parseHexColor(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb;

/**
 * A Fluent brand ramp with the instance's primary colour at shade 80 (the light theme's brand
 * background): darker shades mix towards black, lighter ones towards white.
 */
export function brandRampFrom(primaryColor: string): BrandVariants {
  const base = parseHexColor(primaryColor);
  const entries = SHADES.map((shade) => {
    const step = shade / 10 - 8;
    const rgb = step < 0 ? mix(base, [0, 0, 0], -step * 0.1) : mix(base, [255, 255, 255], step * 0.11);
    return [shade, toHex(rgb)] as const;
  });
  return Object.fromEntries(entries) as unknown as BrandVariants;
}

const luminance = (hex: string): number => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHexColor(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
