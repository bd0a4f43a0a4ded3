import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { PortalContext } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useChartTheme } from './chartTheme';

/** What the dashboard's, the district heating and the summary report's charts do: colours from the box. */
function Probe() {
  const box = useRef<HTMLDivElement>(null);
  const theme = useChartTheme(box);
  return (
    <div ref={box} data-testid="probe" data-text={theme.text} data-grid={theme.grid}>
      chart
    </div>
  );
}

const page = (scheme: 'light' | 'dark') => (
  <PortalContext.Provider value={{ colorScheme: scheme } as never}>
    <FluentProvider theme={scheme === 'dark' ? webDarkTheme : webLightTheme}>
      <Probe />
    </FluentProvider>
  </PortalContext.Provider>
);

const colours = () => {
  const probe = screen.getByTestId('probe');
  return [probe.dataset.text, probe.dataset.grid];
};

describe('useChartTheme', () => {
  it('reads the theme around the chart and reads it again when the theme in effect changes', async () => {
    const { rerender } = render(page('light'));
    await waitFor(() =>
      expect(colours()).toEqual([webLightTheme.colorNeutralForeground2, webLightTheme.colorNeutralStroke2]),
    );
    rerender(page('dark'));
    await waitFor(() =>
      expect(colours()).toEqual([webDarkTheme.colorNeutralForeground2, webDarkTheme.colorNeutralStroke2]),
    );
    rerender(page('light'));
    await waitFor(() =>
      expect(colours()).toEqual([webLightTheme.colorNeutralForeground2, webLightTheme.colorNeutralStroke2]),
    );
  });

  it('starts in the dark theme when the page opens in it', () => {
    render(page('dark'));
    expect(colours()).toEqual([webDarkTheme.colorNeutralForeground2, webDarkTheme.colorNeutralStroke2]);
  });
});
