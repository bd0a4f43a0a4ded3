// Test helper: renders a logged-out page with the providers the shell gives it and a store running the session saga.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { InstanceConfig, Language } from '@portal/instances';
import { PortalContext } from '@portal/shared';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { makeInstance } from '../../../test/fixtures/instance';
import { baseMessages } from '../../i18n/mergeMessages';
import { configureSession } from '../sessionConfig';
import { sessionSaga } from '../sessionSaga';
import { sessionReducer } from '../sessionSlice';
import type { SessionState } from '../types';

export interface RenderAuthPageOptions {
  instance?: InstanceConfig;
  language?: Language;
  /** the address after '/{instance}/{language}/', e.g. 'reset-password?code=abc' */
  endpoint?: string;
  session?: Partial<SessionState>;
  /** extra instance texts, e.g. the provider labels */
  texts?: Record<string, string>;
}

export function createSessionTestStore(session: Partial<SessionState> = {}) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer },
    preloadedState: { session: { ...sessionReducer(undefined, { type: '@@init' }), ...session } },
    middleware: (defaults) =>
      defaults({
        thunk: false,
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(saga),
  });
  saga.run(sessionSaga);
  return store;
}

let currentLocation = '';
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}
/** The router's address after the test's actions. */
export const testLocation = (): string => currentLocation;

export function renderAuthPage(page: ReactElement, options: RenderAuthPageOptions = {}) {
  const instance = options.instance ?? makeInstance();
  const language = options.language ?? 'en-US';
  configureSession({ instanceId: instance.id, language, logoutUrl: instance.links.logout });
  const store = createSessionTestStore(options.session);
  const pathTo = (endpoint: string) => `/${instance.id}/${language}/${endpoint}`;
  const messages = { ...baseMessages(language), ...options.texts };
  const result = render(
    <Provider store={store}>
      <IntlProvider locale={language} messages={messages} timeZone="Europe/Helsinki">
        <FluentProvider theme={webLightTheme}>
          <PortalContext.Provider value={{ instance, language, user: null, pathTo }}>
            <MemoryRouter initialEntries={[pathTo(options.endpoint ?? 'login')]}>
              <LocationProbe />
              <Routes>
                <Route path="*" element={page} />
              </Routes>
            </MemoryRouter>
          </PortalContext.Provider>
        </FluentProvider>
      </IntlProvider>
    </Provider>,
  );
  return { ...result, store };
}
