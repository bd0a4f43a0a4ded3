import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import type { InstanceConfig, Language } from '@portal/instances';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '../api/types';
import { sharedMessages } from '../i18n/sharedMessages';
import type { PortalModule } from '../module/contract';
import { PortalContext, type PortalContextValue } from '../portal/PortalContext';
import { ALL_LANGUAGES } from './catalogues';
import { testInstance, testUser, type TestFlags } from './fixtures';
import { createModuleStore } from './moduleStore';

/**
 * The parts of a module the harness installs. A remote passes its `module.tsx` default export; the
 * shell passes its own slices in the same shape.
 */
export type TestModule = Partial<
  Pick<PortalModule, 'routes' | 'reducers' | 'saga' | 'messages' | 'languageMessages'>
>;

/** each module's loaded `languageMessages`, by its loaders (a spread copy of the module keeps them) */
const loadedTexts = new WeakMap<object, Record<Language, Record<string, string>>>();

/**
 * Loads every language of a module's `languageMessages` (its text chunks), which the shell loads before it
 * renders the module: a test file whose module has them awaits this first (a `beforeAll`), and the harness
 * then renders and formats with the whole catalogue. Returns the module's texts per language, `messages` and
 * the loaded ones together.
 */
export async function loadModuleTexts(module: TestModule): Promise<Record<Language, Record<string, string>>> {
  const loaders = module.languageMessages;
  if (loaders && !loadedTexts.has(loaders)) {
    const entries = await Promise.all(
      ALL_LANGUAGES.map(async (language) => [language, await loaders[language]()] as const),
    );
    loadedTexts.set(loaders, Object.fromEntries(entries) as Record<Language, Record<string, string>>);
  }
  return Object.fromEntries(
    ALL_LANGUAGES.map((language) => [language, moduleTexts(module, language)]),
  ) as Record<Language, Record<string, string>>;
}

/** The module's own texts in a language: `messages` and, once loaded, its `languageMessages`. */
export function moduleTexts(module: TestModule, language: Language): Record<string, string> {
  const loaders = module.languageMessages;
  const loaded = loaders ? loadedTexts.get(loaders) : undefined;
  if (loaders && !loaded)
    throw new Error('the module has languageMessages: await loadModuleTexts(module) before rendering it');
  return { ...module.messages?.[language], ...loaded?.[language] };
}

export interface RenderModuleOptions<State extends object = Record<string, unknown>> {
  /** null renders logged out; default testUser() */
  user?: UserInfo | null;
  instance?: InstanceConfig;
  /** merged over the instance's flags */
  flags?: TestFlags;
  /** default en-US */
  language?: Language;
  /** the router's address; default the module's first route, e.g. /demo1/en-US/online/notes */
  url?: string;
  /** default UTC, so a date not formatted in Helsinki time shows; the shell's provider uses the browser's zone */
  timeZone?: string;
  /** texts over the shared and module messages (an instance's texts) */
  messages?: Record<string, string>;
  preloadedState?: Partial<State>;
  /** what `usePortal().ModuleView` renders (default: a stand-in naming the endpoint and subject) */
  ModuleView?: PortalContextValue['ModuleView'];
  servesEndpoint?: PortalContextValue['servesEndpoint'];
  logout?: PortalContextValue['logout'];
  /** default light: the Fluent theme and `usePortal().colorScheme` */
  colorScheme?: PortalContextValue['colorScheme'];
}

/** The shared messages and the module's messages for one language, as the shell merges them. */
export const moduleMessages = (module: TestModule, language: Language = 'en-US'): Record<string, string> => ({
  ...sharedMessages[language],
  ...moduleTexts(module, language),
});

/** An intl object with the module's messages, for functions that format without rendering. */
export const moduleIntl = (module: TestModule, language: Language = 'en-US', timeZone = 'UTC') =>
  createIntl({ locale: language, messages: moduleMessages(module, language), timeZone });

function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = `${location.pathname}${location.search}`;
  return null;
}

/**
 * Renders a module's page or widget inside what the shell gives it: the router, intl with the shared
 * and module messages, Fluent, PortalContext and a store with the module's reducers and saga.
 * Returns testing-library's result with `rerender` in the same providers and store, the store,
 * `stopSaga` and `location()` (the router's address after the test's actions).
 */
/** The stand-in for another module's page in a module's own tests: it names what the shell would render. */
function TestModuleView({ endpoint, subject }: { endpoint: string; subject: { kind: string } }) {
  return <div data-testid="module-view" data-endpoint={endpoint} data-subject={subject.kind} />;
}

export function renderModule<State extends object = Record<string, unknown>>(
  module: TestModule,
  ui: ReactNode,
  options: RenderModuleOptions<State> = {},
) {
  const language = options.language ?? 'en-US';
  const base = options.instance ?? testInstance();
  const instance = options.flags ? { ...base, flags: { ...base.flags, ...options.flags } } : base;
  const pathTo = (endpoint: string) => `/${instance.id}/${language}/${endpoint}`;
  const portal: PortalContextValue = {
    instance,
    language,
    user: options.user === undefined ? testUser() : options.user,
    pathTo,
    // another module's page is the shell's to render; a module's test sees where it would go
    ModuleView: options.ModuleView ?? TestModuleView,
    servesEndpoint: options.servesEndpoint ?? (() => true),
    logout: options.logout ?? (() => undefined),
    colorScheme: options.colorScheme ?? 'light',
  };
  const { store, stopSaga } = createModuleStore<State>(module, options.preloadedState);
  const messages = { ...moduleMessages(module, language), ...options.messages };
  const location = { current: '' };
  const wrap = (inner: ReactNode) => (
    <MemoryRouter initialEntries={[options.url ?? pathTo(module.routes?.[0]?.endpoint ?? '')]}>
      <LocationProbe into={location} />
      <IntlProvider locale={language} messages={messages} timeZone={options.timeZone ?? 'UTC'}>
        <FluentProvider theme={portal.colorScheme === 'dark' ? webDarkTheme : webLightTheme}>
          <PortalContext.Provider value={portal}>
            <Provider store={store}>
              <Routes>
                <Route path="*" element={inner} />
              </Routes>
            </Provider>
          </PortalContext.Provider>
        </FluentProvider>
      </IntlProvider>
    </MemoryRouter>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    rerender: (next: ReactNode) => result.rerender(wrap(next)),
    store,
    stopSaga,
    location: () => location.current,
  };
}
