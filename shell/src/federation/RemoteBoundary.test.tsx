import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import enUS from '../i18n/messages/en-US.json';
import fiFI from '../i18n/messages/fi-FI.json';
import svFI from '../i18n/messages/sv-FI.json';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Language } from '@portal/instances';
import { SELF } from '@portal/shared';
import { use } from 'react';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
}));

const runtime = await import('@module-federation/enhanced/runtime');
const { RemoteBoundary } = await import('./RemoteBoundary');
const { loadPortalModule, remoteLoading, resetRemotesForTests } = await import('./remotes');
const { ModuleRegistry } = await import('../modules/moduleRegistry');
const { federationMessages } = await import('./messages');
const shellMessageFiles = { 'fi-FI': fiFI, 'sv-FI': svFI, 'en-US': enUS } as const;
const loadRemote = vi.mocked(runtime.loadRemote);

function NotesPage() {
  return <p>notes page</p>;
}
const notesModule = {
  default: {
    id: 'notes',
    routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', component: NotesPage }],
    messages: {
      'fi-FI': { 'notes.title': 'Muistiinpanot' },
      'sv-FI': { 'notes.title': 'Anteckningar' },
      'en-US': { 'notes.title': 'Notes' },
    },
  },
};

// the shell's one load per module: the registry over the real loader (the runtime is mocked)
let registry: InstanceType<typeof ModuleRegistry>;

function ModulePage() {
  const Page = use(registry.load('notes')).routes[0]!.component;
  return <Page subject={SELF} />;
}

// the module arrives asynchronously, so rendering is awaited inside act
const renderBoundary = (language: Language) =>
  act(async () => {
    render(
      <IntlProvider
        locale={language}
        messages={{ ...shellMessageFiles[language], ...federationMessages[language] }}
      >
        <FluentProvider theme={webLightTheme}>
          <p>header</p>
          <RemoteBoundary moduleId="notes" onRetry={() => registry.forget('notes')}>
            <ModulePage />
          </RemoteBoundary>
        </FluentProvider>
      </IntlProvider>,
    );
  });

const saved = { ...remoteLoading };
beforeEach(() => {
  resetRemotesForTests();
  registry = new ModuleRegistry(
    { injectReducer: vi.fn(), runModuleSaga: vi.fn() } as unknown as ConstructorParameters<
      typeof ModuleRegistry
    >[0],
    loadPortalModule,
  );
  loadRemote.mockReset();
  Object.assign(remoteLoading, { tries: 1, backoffMs: 0 });
});
afterEach(() => Object.assign(remoteLoading, saved));

describe('RemoteBoundary', () => {
  it('shows the progress loader while the module loads, then the module page', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await renderBoundary('en-US');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await act(async () => arrive(notesModule));
    expect(await screen.findByText('notes page')).toBeTruthy();
  });

  it('a remote that fails to load shows a localized error card with retry; the rest keeps working', async () => {
    loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderBoundary('fi-FI');
    expect(await screen.findByText('Osion lataus epäonnistui')).toBeTruthy();
    expect(screen.getByText(federationMessages['fi-FI']['shell.remote.loadFailed.body']!)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeTruthy();
    expect(screen.getByText('header')).toBeTruthy();
  });

  it('Retry loads the module again and shows it when the remote answers', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue(notesModule);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderBoundary('en-US');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('notes page')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a module page that throws while rendering shows the error card instead of breaking the page', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    loadRemote.mockResolvedValue({
      default: { ...notesModule.default, routes: [{ ...notesModule.default.routes[0], component: Broken }] },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBoundary('en-US');
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('header')).toBeTruthy();
  });
});

describe('federationMessages', () => {
  it('fi-FI, sv-FI and en-US have the same keys', () => {
    const fi = Object.keys(federationMessages['fi-FI']).sort();
    expect(Object.keys(federationMessages['sv-FI']).sort()).toEqual(fi);
    expect(Object.keys(federationMessages['en-US']).sort()).toEqual(fi);
  });
});
