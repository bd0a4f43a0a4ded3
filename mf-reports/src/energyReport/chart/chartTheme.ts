import { PortalContext } from '@portal/shared';
import { useCallback, useContext, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Colours and font of the chart's text and grid, read from the Fluent theme around it (light or dark). */
export interface ChartTheme {
  text: string;
  grid: string;
  font: string;
}

/** Fluent's light theme values: the fallback, and the look of every exported file. */
export const LIGHT_THEME: ChartTheme = {
  text: '#424242',
  grid: '#E0E0E0',
  font: "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif",
};

export function readTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: value('--colorNeutralForeground2', LIGHT_THEME.text),
    grid: value('--colorNeutralStroke2', LIGHT_THEME.grid),
    font: value('--fontFamilyBase', LIGHT_THEME.font),
  };
}

const sameValues = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Colours a canvas copies from the theme's CSS variables around `ref`: read before the first paint and
 * again in the commit where the theme in effect changes (`usePortal().colorScheme`; Fluent rewrites its
 * variables in that commit's insertion effects, before this layout effect), so a chart redraws in the new
 * theme without a reload. null until the element is there. `read`: a stable (module-level) function.
 */
export function useThemeColours<T extends object>(
  ref: RefObject<Element | null>,
  read: (element: Element) => T,
): T | null {
  const colorScheme = useContext(PortalContext)?.colorScheme ?? 'light';
  const [colours, setColours] = useState<T | null>(null);
  const readNow = useCallback(() => {
    if (!ref.current) return;
    const next = read(ref.current);
    setColours((known) => (known && sameValues(known, next) ? known : next));
  }, [ref, read]);
  useLayoutEffect(readNow, [readNow, colorScheme]);
  // again after the commit: preact/compat runs insertion effects as layout effects, a parent's after its
  // children's, so FluentProvider may rewrite the variables only after the read above
  useEffect(readNow, [readNow, colorScheme]);
  return colours;
}

/** The chart theme (text, grid, font) of the element, following theme changes; light until read. */
export function useChartTheme(ref: RefObject<Element | null>): ChartTheme {
  return useThemeColours(ref, readTheme) ?? LIGHT_THEME;
}
