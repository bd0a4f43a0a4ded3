import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModulePublication } from '@portal/shared';
import { testInstance } from '@portal/shared/testing';
import { ModuleCatalog } from './catalog';
import { fetchPublications } from './publications';

const notes: ModulePublication = {
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', public: { whenQueryParam: 'customerData' } }],
  widgets: [{ id: 'notes.latest', titleKey: 'notes.title' }],
};
const reports: ModulePublication = {
  id: 'reports',
  routes: [
    { endpoint: 'online/energy-report', titleKey: 'reports.energyReport.title', roles: ['ROLE_USER'] },
  ],
  widgets: [
    { id: 'reports.daily', titleKey: 'reports.daily.title' },
    { id: 'reports.monthly', titleKey: 'reports.monthly.title' },
  ],
};
const instance = (dashboard?: { widgets: string[] }) =>
  testInstance({
    modules: [
      { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
      { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
    ],
    homeRoles: ['ROLE_USER'],
    ...(dashboard ? { dashboard } : {}),
  });

afterEach(() => vi.restoreAllMocks());

describe('ModuleCatalog: the endpoint -> module map the remotes publish', () => {
  it('maps each published endpoint to its module, with the published access rule', () => {
    const catalog = new ModuleCatalog(instance(), [reports, notes]);
    expect(catalog.routeFor('online/energy-report')).toEqual({
      moduleId: 'reports',
      route: reports.routes[0],
    });
    expect(catalog.routeFor('/online/notes/')?.moduleId).toBe('notes');
    expect(catalog.isEndpointAvailable('login')).toBe(true);
    // nobody publishes it: unavailable, no pending list needed
    expect(catalog.routeFor('online/invoices')).toBeNull();
    expect(catalog.isEndpointAvailable('online/invoices')).toBe(false);
  });

  it('ignores a publication for another module, a shell endpoint and an endpoint already taken', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const greedy: ModulePublication = {
      id: 'notes',
      routes: [
        { endpoint: 'login', titleKey: 'notes.title' },
        { endpoint: 'online/energy-report', titleKey: 'notes.title' },
      ],
    };
    const catalog = new ModuleCatalog(instance(), [reports, greedy]);
    expect(catalog.routeFor('login')).toBeNull();
    expect(catalog.routeFor('online/energy-report')?.moduleId).toBe('reports');
    expect(new ModuleCatalog(instance(), [notes, null]).routeFor('online/notes')).toBeNull();
  });

  it('widgets follow the modules’ order by default, and the instance order when it gives one', () => {
    const ids = (catalog: ModuleCatalog) => catalog.widgets.map(({ widget }) => widget.id);
    expect(ids(new ModuleCatalog(instance(), [reports, notes]))).toEqual([
      'reports.daily',
      'reports.monthly',
      'notes.latest',
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ordered = new ModuleCatalog(
      instance({ widgets: ['notes.latest', 'reports.monthly', 'reports.gone'] }),
      [reports, notes],
    );
    expect(ids(ordered)).toEqual(['notes.latest', 'reports.monthly']);
  });

  it('serves the dashboard only when some enabled module publishes a widget', () => {
    const none = new ModuleCatalog(instance(), [
      { ...reports, widgets: [] },
      { ...notes, widgets: [] },
    ]);
    expect(none.isEndpointAvailable('online/home')).toBe(false);
    expect(none.dashboardRule('online/home')).toBeNull();
    const some = new ModuleCatalog(instance(), [reports, notes]);
    expect(some.dashboardRule('online/home')).toEqual({ roles: ['ROLE_USER'] });
    expect(some.dashboardRule('home')).toEqual({ roles: ['ROLE_SUPERUSER'] });
  });
});

describe('fetchPublications', () => {
  it("fetches every enabled module's portal-module.json in parallel; a failure the build does not know either is null, not an error", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/remotes/mf-reports/portal-module.json'))
        return new Response(JSON.stringify(reports), { status: 200 });
      return new Response('', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublications(instance())).resolves.toEqual([reports, null]);
    // the two publications, then the build's record (404 here) for the one that failed
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://portal.test').pathname),
    ).toEqual([
      '/remotes/mf-reports/portal-module.json',
      '/remotes/mf-notes/portal-module.json',
      '/remote-publications.json',
    ]);
    vi.unstubAllGlobals();
  });

  it('a publication of the wrong module or shape is null', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...notes, id: 'notes' }), { status: 200 })),
    );
    // both answer with the notes publication: right for notes, wrong for reports
    await expect(fetchPublications(instance())).resolves.toEqual([null, notes]);
    vi.unstubAllGlobals();
  });

  describe("a remote whose files are unavailable: the build's record (remote-publications.json)", () => {
    const serve = (answers: Record<string, () => Response | Promise<Response>>) => {
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://portal.test').pathname;
        return answers[path]?.() ?? new Response('', { status: 404 });
      });
      vi.stubGlobal('fetch', fetchMock);
      return (path: string) =>
        fetchMock.mock.calls.filter(
          ([input]) => new URL(String(input), 'http://portal.test').pathname === path,
        ).length;
    };
    afterEach(() => vi.unstubAllGlobals());

    it("keeps the module's pages as the build published them, so its page shows the retry card, not the 404 page", async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      serve({
        '/remotes/mf-reports/portal-module.json': () => Response.json(reports),
        // the notes remote's files are gone (404) or unreachable (a network failure)
        '/remotes/mf-notes/portal-module.json': () => Promise.reject(new TypeError('Failed to fetch')),
        '/remote-publications.json': () => Response.json({ modules: { notes, reports } }),
      });
      const publications = await fetchPublications(instance());
      expect(publications).toEqual([reports, notes]);
      const catalog = new ModuleCatalog(instance(), publications);
      expect(catalog.routeFor('online/notes')?.moduleId).toBe('notes');
      expect(catalog.isEndpointAvailable('online/notes')).toBe(true);
    });

    it('the record is fetched once, and only when a publication could not be read', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const allThere = serve({
        '/remotes/mf-reports/portal-module.json': () => Response.json(reports),
        '/remotes/mf-notes/portal-module.json': () => Response.json(notes),
      });
      await fetchPublications(instance());
      expect(allThere('/remote-publications.json')).toBe(0);

      const noneThere = serve({
        '/remote-publications.json': () => Response.json({ modules: { notes, reports } }),
      });
      await expect(fetchPublications(instance())).resolves.toEqual([reports, notes]);
      expect(noneThere('/remote-publications.json')).toBe(1);
    });

    it('a module the build does not know either (or no record) is null: its items stay hidden', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      serve({ '/remote-publications.json': () => Response.json({ modules: { reports } }) });
      await expect(fetchPublications(instance())).resolves.toEqual([reports, null]);
      serve({});
      await expect(fetchPublications(instance())).resolves.toEqual([null, null]);
    });
  });
});
