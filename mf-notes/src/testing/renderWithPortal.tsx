// Test harness (not part of the module): the providers the shell gives a page, with a real store.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configureStore } from '@reduxjs/toolkit';
import { PortalContext, sharedMessages, type PortalContextValue, type UserInfo } from '@portal/shared';
import type { InstanceConfig } from '@portal/instances';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { notesMessages } from '../i18n/messages';
import { notesReducer, NOTES_SLICE_KEY } from '../notes/state/notesSlice';
import { notesSaga } from '../notes/state/notesSaga';

export const testUser = { sub: 'u1', username: 'customer', roles: ['ROLE_USER'] } as UserInfo;

export function renderWithPortal(
  node: ReactNode,
  options: { user?: UserInfo | null; url?: string; language?: 'fi-FI' | 'en-US' } = {},
) {
  const language = options.language ?? 'en-US';
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [NOTES_SLICE_KEY]: notesReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(notesSaga);
  const portal: PortalContextValue = {
    instance: { id: 'demo1' } as InstanceConfig,
    language,
    user: options.user === undefined ? testUser : options.user,
    pathTo: (endpoint) => `/demo1/${language}/${endpoint}`,
  };
  const wrap = (inner: ReactNode) => (
    <MemoryRouter initialEntries={[options.url ?? `/demo1/${language}/online/notes`]}>
      <IntlProvider
        locale={language}
        messages={{ ...sharedMessages[language], ...notesMessages[language] }}
        timeZone="UTC"
      >
        <FluentProvider theme={webLightTheme}>
          <PortalContext.Provider value={portal}>
            <Provider store={store}>{inner}</Provider>
          </PortalContext.Provider>
        </FluentProvider>
      </IntlProvider>
    </MemoryRouter>
  );
  const result = render(wrap(node));
  // re-renders the page inside the same providers and store
  const rerender = (next: ReactNode) => result.rerender(wrap(next));
  return { ...result, rerender, store, stopSaga: () => task.cancel() };
}
