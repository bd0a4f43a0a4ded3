import { Provider as ReduxProvider } from 'react-redux';
import type { ColorScheme } from '@portal/shared';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { BootResult } from './bootInstance';
import { InstanceApp } from './InstanceApp';

type Ready = Extract<BootResult, { phase: 'ready' }>;

export interface PortalAppProps {
  boot: Ready;
  /** the user's choice (the toggle) */
  darkTheme: boolean;
  setDarkTheme: (on: boolean) => void;
  /** the theme in effect: dark only once the dark theme has loaded */
  colorScheme: ColorScheme;
}

/** The running portal: one store, one router; every address lives under /{instance}/{language}/. */
export function PortalApp({ boot, darkTheme, setDarkTheme, colorScheme }: PortalAppProps) {
  const { instance } = boot;
  return (
    <ReduxProvider store={boot.portalStore.store}>
      <BrowserRouter>
        <Routes>
          <Route
            path="/:instanceId/:language/*"
            element={
              <InstanceApp
                boot={boot}
                darkTheme={darkTheme}
                setDarkTheme={setDarkTheme}
                colorScheme={colorScheme}
              />
            }
          />
          <Route path="*" element={<Navigate to={`/${instance.id}/${boot.language}/`} replace />} />
        </Routes>
      </BrowserRouter>
    </ReduxProvider>
  );
}
