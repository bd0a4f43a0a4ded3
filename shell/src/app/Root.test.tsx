import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { testInstance } from '@portal/shared/testing';
import type { NotFoundContent as NotFoundContentType } from '../pages/not-found/NotFoundContent';

const registerInstanceRemotes = vi.fn();
vi.mock('../federation/remotes', () => ({
  registerInstanceRemotes: (...args: unknown[]) => registerInstanceRemotes(...args),
  loadPortalModule: () => Promise.reject(new Error('no remotes in this test')),
}));

// the 404 page also names the theme in effect as remotes see it (usePortal().colorScheme)
vi.mock('../pages/not-found/NotFoundContent', async (original) => {
  const { NotFoundContent } = await original<{ NotFoundContent: typeof NotFoundContentType }>();
  const { PortalContext } = await import('@portal/shared');
  const { useContext } = await import('react');
  function Probe() {
    const scheme = useContext(PortalContext)?.colorScheme ?? 'none';
    return <span data-testid="color-scheme">{scheme}</span>;
  }
  return {
    NotFoundContent: (props: Parameters<typeof NotFoundContentType>[0]) => (
      <>
        <NotFoundContent {...props} />
        <Probe />
      </>
    ),
  };
});

const { Root } = await import('./Root');

function stubFetch(instanceJson: unknown | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/instance.json') && instanceJson) {
        return new Response(JSON.stringify(instanceJson), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      if (url.startsWith('/auth/userinfo')) {
        return new Response('{"error":"invalid_token"}', {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response('', { status: 404 });
    }),
  );
}

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<Root pathname={path} />);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  registerInstanceRemotes.mockReset();
});

describe('page load', () => {
  it('an unknown instance shows the 404 page and registers no remotes', async () => {
    stubFetch(null);
    await renderAt('/nosuchutility/fi-FI/login');
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy();
    expect(screen.getByText(/nosuchutility\/fi-FI\/login/)).toBeTruthy();
    expect(registerInstanceRemotes).not.toHaveBeenCalled();
    expect(document.title).toBe('Online - Sivua ei löytynyt');
  });

  it('a known instance registers its remotes and a logged-out visitor reaches welcome', async () => {
    const instance = testInstance({ id: 'bootdemo' });
    stubFetch(instance);
    await renderAt('/bootdemo/fi-FI/');
    await waitFor(() => expect(window.location.pathname).toBe('/bootdemo/fi-FI/welcome'));
    expect(registerInstanceRemotes).toHaveBeenCalledWith(instance);
    expect(document.documentElement.lang).toBe('fi-FI');
  });

  it('the dark theme choice is stored in the darkThemeOn cookie and survives a reload', async () => {
    stubFetch(testInstance({ id: 'darkdemo' }));
    await renderAt('/darkdemo/fi-FI/404');
    const toggle = await screen.findByRole('button', { name: 'Tumma teema' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(document.cookie).toContain('darkThemeOn=true');
    document.body.innerHTML = '';
    await renderAt('/darkdemo/fi-FI/404');
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Tumma teema' }).at(-1)?.getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    // the dark generator (a chunk of its own, which may still be arriving) is applied once it has loaded
    const rules = () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
    await waitFor(() => expect(rules()).toMatch(/--colorNeutralBackground1: ?#292929/));
  });

  it("remotes see the theme in effect: usePortal().colorScheme turns dark with the dark theme's colours", async () => {
    document.cookie = 'darkThemeOn=; max-age=0; path=/';
    stubFetch(testInstance({ id: 'schemedemo' }));
    await renderAt('/schemedemo/fi-FI/404');
    const probe = await screen.findByTestId('color-scheme');
    expect(probe.textContent).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Tumma teema' }));
    await waitFor(() => expect(screen.getByTestId('color-scheme').textContent).toBe('dark'));
    // by then the page has the dark theme's variables (a chart reading them gets the dark colours)
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(rules.join('\n')).toMatch(/--colorNeutralBackground1: ?#292929/);
  });
});
