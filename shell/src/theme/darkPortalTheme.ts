// from Fluent's theme package, not the shared @fluentui/react-components: the generator and its dark palette
// are pure data and functions, so only this chunk carries them, not every page's shared Fluent copy
import { createDarkTheme, type Theme } from '@fluentui/react-theme';
import type { InstanceConfig } from '@portal/instances';
import { contrastRatio } from './brandRamp';
import { portalBrandRamp, withPortalFont } from './lightPortalTheme';

export const DARK_BRAND_TEXT_TOKENS = [
  'colorBrandForeground1',
  'colorBrandForeground2',
  'colorBrandForegroundLink',
  'colorBrandForegroundLinkHover',
  'colorBrandForegroundLinkPressed',
  'colorBrandForegroundLinkSelected',
  'colorCompoundBrandForeground1',
  'colorNeutralForeground2BrandSelected',
  'colorNeutralForeground3BrandSelected',
] as const;

/** The instance's dark Fluent theme: loaded on demand (darkThemeLoader.ts), only when chosen. */
export function darkPortalTheme(themeConfig: InstanceConfig['theme'] | null): Theme {
  const ramp = portalBrandRamp(themeConfig);
  const theme = createDarkTheme(ramp);
  // Brand text (links, selected items) must reach 4.5:1 on every dark surface it sits on, whatever
  // the utility's colour: take the first shade from 110 up that does.
  const surfaces = [
    theme.colorNeutralBackground1,
    theme.colorNeutralBackground2,
    theme.colorNeutralBackground3,
  ];
  const shades = [110, 120, 130, 140, 150, 160] as const;
  const readable =
    shades
      .map((shade) => ramp[shade])
      .find((colour) => surfaces.every((bg) => contrastRatio(colour, bg) >= 4.5)) ?? '#ffffff';
  for (const token of DARK_BRAND_TEXT_TOKENS) theme[token] = readable;
  return withPortalFont(theme, themeConfig);
}
