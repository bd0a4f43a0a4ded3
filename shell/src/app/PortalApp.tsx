import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { BootResult } from './bootInstance';
import { InstanceApp } from './InstanceApp';

type Ready = Extract<BootResult, { phase: 'ready' }>;

export interface PortalAppProps {
  boot: Ready;
  darkTheme: boolean;
  setDarkTheme: (on: boolean) => void;
}

/** The running portal: one store, one router; every address lives under /{instance}/{language}/. */
export function PortalApp({ boot, darkTheme, setDarkTheme }: PortalAppProps) {
  const { instance } = boot;
  return (
    <ReduxProvider store={boot.portalStore.store}>
      <BrowserRouter>
        <Routes>
          <Route
            path="/:instanceId/:language/*"
            element={<InstanceApp boot={boot} darkTheme={darkTheme} setDarkTheme={setDarkTheme} />}
          />
          <Route path="*" element={<Navigate to={`/${instance.id}/${boot.language}/`} replace />} />
        </Routes>
      </BrowserRouter>
    </ReduxProvider>
  );
}
