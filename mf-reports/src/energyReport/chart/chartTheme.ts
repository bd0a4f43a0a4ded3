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
