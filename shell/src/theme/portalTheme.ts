import type { Theme } from '@fluentui/react-components';
import type { InstanceConfig } from '@portal/instances';
import { darkPortalTheme } from './darkPortalTheme';
import { lightPortalTheme } from './lightPortalTheme';

export { DARK_BRAND_TEXT_TOKENS } from './darkPortalTheme';

/** The instance's Fluent theme: its brand ramp, its font and, on request, the dark variant. */
export function portalTheme(themeConfig: InstanceConfig['theme'] | null, dark: boolean): Theme {
  return dark ? darkPortalTheme(themeConfig) : lightPortalTheme(themeConfig);
}
