// Test helper: a logged-out page in the shared harness, with the session slice and saga as its module.
import type { InstanceConfig, Language } from '@portal/instances';
import { renderModule, testInstance, type TestModule } from '@portal/shared/testing';
import type { ReactElement } from 'react';
import { baseMessages } from '../../i18n/mergeMessages';
import { configureSession } from '../sessionConfig';
import { sessionSaga } from '../sessionSaga';
import { initialSessionState, sessionReducer } from '../sessionSlice';
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

/** The shell's own session slice, in the shape the harness installs a module. */
const sessionPart: TestModule = {
  reducers: { session: sessionReducer },
  saga: sessionSaga,
  messages: {
    'fi-FI': baseMessages('fi-FI'),
    'sv-FI': baseMessages('sv-FI'),
    'en-US': baseMessages('en-US'),
  },
};

export function renderAuthPage(page: ReactElement, options: RenderAuthPageOptions = {}) {
  const instance = options.instance ?? testInstance();
  const language = options.language ?? 'en-US';
  configureSession({ instanceId: instance.id, language, logoutUrl: instance.links.logout });
  return renderModule<{ session: SessionState }>(sessionPart, page, {
    instance,
    language,
    user: null,
    url: `/${instance.id}/${language}/${options.endpoint ?? 'login'}`,
    timeZone: 'Europe/Helsinki',
    messages: options.texts,
    preloadedState: { session: { ...initialSessionState, ...options.session } },
  });
}
