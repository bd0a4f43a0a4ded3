import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testInstance } from '@portal/shared/testing';
import loggedInEnUS from '../i18n/messages/loggedIn/en-US.json';
import { shellMessages } from '../i18n/shellMessages';
import { activityMessages } from '../pages/account/activity/messages';
import { locationsMessages } from '../pages/account/locations/messages';
import { accountMessages } from '../pages/account/messages';
import { loggedOutShellMessages, shellMessages as publicShellMessages } from './loggedOutShellMessages';
import { checkServesPublication, toPortalModule } from './noModuleChecks';
import { filterMenu } from './noMenu';
import { catalogServes, ModuleView } from './noModuleView';
import { fetchPublications } from './noPublications';

// bootInstance as the logged-out pages' entry builds it (shell/rspack.config.mjs stand-ins)
vi.mock('../modules/publications', () => import('./noPublications'));
vi.mock('../federation/remotes', () => import('./noRemotes'));
const { bootInstance } = await import('../app/bootInstance');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the logged-out pages entry: stand-ins', () => {
  it('fetches no portal-module.json: every module is unpublished there', async () => {
    const instance = testInstance({ id: 'publicdemo' });
    expect(instance.modules.length).toBeGreaterThan(0);
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        fetched.push(url);
        if (url.endsWith('/instance.json')) return Response.json(instance);
        if (url.startsWith('/auth/userinfo'))
          return Response.json({ error: 'invalid_token' }, { status: 401 });
        return new Response('', { status: 404 });
      }),
    );
    const boot = await bootInstance('/publicdemo/fi-FI/login');
    expect(boot.phase).toBe('ready');
    expect(fetched.filter((url) => url.includes('portal-module.json'))).toEqual([]);
    if (boot.phase !== 'ready') return;
    for (const { id } of instance.modules) expect(boot.catalog.publication(id)).toBeNull();
    await expect(fetchPublications(instance)).resolves.toEqual(instance.modules.map(() => null));
  });

  it('shows no menu and checks no module (none is loaded there)', () => {
    expect(filterMenu({} as never)).toEqual([]);
    expect(() => checkServesPublication({} as never, null)).not.toThrow();
    expect(() => toPortalModule({}, 'notes')).toThrow(/federation host/);
  });

  it("shows no other module's page (staff views are logged in only)", () => {
    expect(catalogServes({} as never, 'online/home')).toBe(false);
    expect(ModuleView({ endpoint: 'online/energy-report', subject: { kind: 'self' } as never })).toBeNull();
  });
});

const SRC = join(__dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

// the shell's logged-in texts: menu labels, role names, the 401 page, and the account page's (with its locations tab)
const loggedInKeys = [
  ...Object.keys(loggedInEnUS),
  ...Object.keys(accountMessages['en-US']),
  ...Object.keys(locationsMessages['en-US']),
  ...Object.keys(activityMessages['en-US']),
];

describe('the logged-out pages entry: shell texts', () => {
  it('are the shell texts without the logged-in ones, in every language', () => {
    for (const language of ['fi-FI', 'sv-FI', 'en-US'] as const) {
      expect(publicShellMessages[language]).toBe(loggedOutShellMessages[language]);
      expect(loggedInKeys.filter((key) => key in loggedOutShellMessages[language])).toEqual([]);
      const loggedIn = Object.keys(shellMessages[language]).filter(
        (key) => !(key in loggedOutShellMessages[language]),
      );
      expect(loggedIn.sort()).toEqual([...loggedInKeys].sort());
    }
  });

  it('the logged-in texts are named only by code the logged-out pages do not contain', () => {
    // menu labels come from instance.json and are shown by the left menu only (a stand-in there)
    const named = new Set<string>();
    const prefixes = loggedInKeys.map((key) => key.replace(/\.[^.]*$/, '.'));
    for (const file of [...sourceFiles(SRC), ...sourceFiles(join(SRC, '..', '..', 'shared', 'src'))]) {
      const text = readFileSync(file, 'utf8');
      // the account page and its tabs are routed by routing/PortalRoutes only (a stand-in there)
      if (relative(SRC, file).startsWith(join('pages', 'account'))) continue;
      if (loggedInKeys.some((key) => text.includes(key)) || prefixes.some((p) => text.includes(`\`${p}`)))
        named.add(relative(SRC, file));
    }
    expect([...named].sort()).toEqual([
      // the content pages are opened by routing/EndpointRoute, which only routing/PortalRoutes uses
      'pages/content/ContactPage.tsx',
      'pages/content/ContentState.tsx',
      'pages/content/MarkdownContent.tsx',
      'pages/content/PricingPage.tsx',
      'pages/content/contactForm.ts',
      'pages/content/contentTitle.ts',
      // the 401 page is routed by routing/PortalRoutes only (a stand-in there)
      'pages/unauthorized/UnauthorizedPage.tsx',
      'routing/PortalRoutes.tsx',
    ]);
  });
});
