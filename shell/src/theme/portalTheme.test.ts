import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './brandRamp';
import { DARK_BRAND_TEXT_TOKENS, portalTheme } from './portalTheme';

const instancesDir = join(__dirname, '..', '..', '..', 'instances');
const themes = readdirSync(instancesDir)
  .filter((id) => existsSync(join(instancesDir, id, 'instance.json')))
  .map(
    (id) => [id, JSON.parse(readFileSync(join(instancesDir, id, 'instance.json'), 'utf8')).theme] as const,
  );

describe('dark theme', () => {
  it.each(themes)('%s: brand text and links reach 4.5:1 on every dark surface (WCAG 1.4.3)', (_id, theme) => {
    const dark = portalTheme(theme, true);
    for (const token of DARK_BRAND_TEXT_TOKENS) {
      for (const surface of [
        dark.colorNeutralBackground1,
        dark.colorNeutralBackground2,
        dark.colorNeutralBackground3,
      ]) {
        expect(contrastRatio(dark[token], surface), `${token} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('contrastRatio', () => {
  it('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#448ccc', '#448ccc')).toBe(1);
  });
});
