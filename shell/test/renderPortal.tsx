// The whole shell (InstanceApp with its own store and module registry) at an address, for routing and header tests.
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { InstanceConfig, ModuleId } from '@portal/instances';
import type { PortalModule, UserInfo } from '@portal/shared';
import { mockFetch } from '@portal/shared/testing';
import { InstanceApp } from '../src/app/InstanceApp';
import { catalogOfModules } from '../src/modules/catalog';
import { ModuleRegistry } from '../src/modules/moduleRegistry';
import { configureSession, sessionActions } from '../src/session';
import { createShellStore } from '../src/store/shellStore';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A server that knows one user (or none) and has no notification or text files. */
export const stubServer = (user: UserInfo | null) =>
  mockFetch({
    '/auth/userinfo': () => (user ? { body: user } : { status: 401, body: { error: 'invalid_token' } }),
  }).fetchMock;

export async function renderPortal(
  path: string,
  options: {
    instance: InstanceConfig;
    user: UserInfo | null;
    modules?: Partial<Record<ModuleId, PortalModule>>;
    /** modules the catalogue knows (their publication was read) whose remote then fails to load */
    failToLoad?: readonly ModuleId[];
  },
) {
  const fetchMock = stubServer(options.user);
  const portalStore = createShellStore();
  const dispatched: string[] = [];
  portalStore.store.subscribe(() => undefined);
  const originalDispatch = portalStore.store.dispatch;
  portalStore.store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return originalDispatch(action);
  }) as typeof originalDispatch;
  configureSession({ instanceId: options.instance.id, language: 'fi-FI' });
  portalStore.store.dispatch(
    options.user
      ? sessionActions.sessionEstablished(options.user)
      : sessionActions.sessionEnded({ notice: null }),
  );
  const registry = new ModuleRegistry(portalStore, async (id) => {
    const module = options.modules?.[id];
    if (!module || options.failToLoad?.includes(id)) throw new Error(`no module ${id}`);
    return module;
  });
  const boot = {
    phase: 'ready' as const,
    instance: options.instance,
    language: 'fi-FI' as const,
    texts: {},
    portalStore,
    registry,
    // what the fixture modules would publish
    catalog: catalogOfModules(options.instance, options.modules ?? {}),
  };
  const ui: ReactElement = (
    <FluentProvider theme={webLightTheme}>
      <ReduxProvider store={portalStore.store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/:instanceId/:language/*"
              element={
                <InstanceApp
                  boot={boot}
                  darkTheme={false}
                  setDarkTheme={() => undefined}
                  colorScheme="light"
                />
              }
            />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ReduxProvider>
    </FluentProvider>
  );
  let result: RenderResult | undefined;
  // pages suspend while their module loads; an awaited act lets React finish those renders
  await act(async () => {
    result = render(ui);
  });
  return { ...(result as RenderResult), portalStore, registry, dispatched, fetchMock };
}
