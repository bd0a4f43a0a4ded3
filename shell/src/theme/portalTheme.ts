import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import type { InstanceConfig } from '@portal/instances';
import { brandRampFrom } from './brandRamp';

const FALLBACK_PRIMARY = '#0f6cbd';

/** The instance's Fluent theme: its brand ramp, its font and, on request, the dark variant. */
export function portalTheme(themeConfig: InstanceConfig['theme'] | null, dark: boolean): Theme {
  let ramp;
  try {
    ramp = brandRampFrom(themeConfig?.primaryColor ?? FALLBACK_PRIMARY);
  } catch {
    ramp = brandRampFrom(FALLBACK_PRIMARY);
  }
  const theme = dark ? createDarkTheme(ramp) : createLightTheme(ramp);
  if (dark) {
    // the dark theme's brand foreground must stay readable on dark backgrounds
    theme.colorBrandForeground1 = ramp[110];
    theme.colorBrandForeground2 = ramp[120];
  }
  if (themeConfig?.fontFamily) theme.fontFamilyBase = themeConfig.fontFamily;
  return theme;
}
