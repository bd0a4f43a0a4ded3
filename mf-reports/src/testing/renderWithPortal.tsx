// Test harness (not part of the module): the providers the shell gives a page, with a real store.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { PortalContext, sharedMessages, type PortalContextValue, type UserInfo } from '@portal/shared';
import type { InstanceConfig } from '@portal/instances';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { reportsMessages } from '../i18n/messages';
import { createTestStore } from './createTestStore';

export const testUser = { sub: 'u1', username: 'customer', roles: ['ROLE_USER'] } as UserInfo;

export type TestFlags = Partial<InstanceConfig['flags']>;

export const testFlags = (flags: TestFlags = {}): InstanceConfig['flags'] =>
  ({ comparisonTable: false, customerPickerThreshold: 10, ...flags }) as InstanceConfig['flags'];

export function renderWithPortal(
  node: ReactNode,
  options: { language?: 'fi-FI' | 'en-US'; flags?: TestFlags } = {},
) {
  const language = options.language ?? 'en-US';
  const { store, stopSaga } = createTestStore();
  const portal: PortalContextValue = {
    instance: { id: 'demo1', flags: testFlags(options.flags) } as InstanceConfig,
    language,
    user: testUser,
    pathTo: (endpoint) => `/demo1/${language}/${endpoint}`,
  };
  const wrap = (inner: ReactNode) => (
    <MemoryRouter initialEntries={[`/demo1/${language}/online/energy-report`]}>
      <IntlProvider
        locale={language}
        messages={{ ...sharedMessages[language], ...reportsMessages[language] }}
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
  return { ...result, store, stopSaga };
}
