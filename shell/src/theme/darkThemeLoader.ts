import type { Theme } from '@fluentui/react-components';
import type { InstanceConfig } from '@portal/instances';

type DarkThemeFactory = (themeConfig: InstanceConfig['theme'] | null) => Theme;

let loaded: DarkThemeFactory | null = null;
let loading: Promise<DarkThemeFactory | null> | null = null;

/**
 * The dark theme generator is a chunk of its own: most users never choose it, and the logged-out page
 * stays smaller without it (docs/first-load.md). Resolves null when the chunk cannot be loaded (the
 * light theme stays; the next call tries again).
 */
export function loadDarkTheme(): Promise<DarkThemeFactory | null> {
  loading ??= import(/* webpackChunkName: "dark-theme" */ './darkPortalTheme').then(
    (module) => (loaded = module.darkPortalTheme),
    (error: unknown) => {
      console.warn(
        `[theme] the dark theme did not load: ${error instanceof Error ? error.message : String(error)}`,
      );
      loading = null;
      return null;
    },
  );
  return loading;
}

/** The dark theme generator once loadDarkTheme has resolved, else null. */
export const loadedDarkTheme = (): DarkThemeFactory | null => loaded;

/** Forgets the loaded generator; for tests. */
export function resetDarkThemeForTests(): void {
  loaded = null;
  loading = null;
}
