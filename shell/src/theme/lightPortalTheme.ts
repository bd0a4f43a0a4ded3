import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { InstanceConfig } from '@portal/instances';
import { brandRampFrom } from './brandRamp';

const FALLBACK_PRIMARY = '#0f6cbd';

/** The instance's brand ramp (Fluent's default blue when its colour cannot be read). */
export function portalBrandRamp(themeConfig: InstanceConfig['theme'] | null): BrandVariants {
  try {
    return brandRampFrom(themeConfig?.primaryColor ?? FALLBACK_PRIMARY);
  } catch {
    return brandRampFrom(FALLBACK_PRIMARY);
  }
}

/** The instance's font, when it names one. */
export function withPortalFont(theme: Theme, themeConfig: InstanceConfig['theme'] | null): Theme {
  if (themeConfig?.fontFamily) theme.fontFamilyBase = themeConfig.fontFamily;
  return theme;
}

/**
 * The instance's light Fluent theme. The page imports only this: the dark generator is a chunk of its
 * own (`darkThemeLoader.ts`), loaded when the user has chosen the dark theme.
 */
export const lightPortalTheme = (themeConfig: InstanceConfig['theme'] | null): Theme =>
  withPortalFont(createLightTheme(portalBrandRamp(themeConfig)), themeConfig);
