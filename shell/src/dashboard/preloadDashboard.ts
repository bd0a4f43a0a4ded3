import type { InstanceConfig, ModuleId } from '@portal/instances';
import { isContentEndpoint, isContentEndpointServed } from '@portal/instances/endpoints';
import type { UserInfo } from '@portal/shared';
import type { BootResult } from '../app/bootInstance';
import { hasAccess } from '../menu/access';
import { filterMenu } from '../menu/filterMenu';
import type { ModuleCatalog } from '../modules/catalog';
import { preloadScripts } from '../modules/preloadScripts';
import { resolveCatchAll, staffMenuOf } from '../routing/accessRules';
import { parsePortalPath } from '../routing/paths';
import { selectSessionStatus, selectUser } from '../session';
import { visibleWidgets } from './visibleWidgets';

/**
 * The modules whose widgets the dashboard will show when a logged-in user opens `endpoint`: the same
 * decisions as the routes (`EndpointRoute`: the catch-all's target for the root, content pages first,
 * then the dashboard's rule) and the grid (`visibleWidgets`, not the admin view). Empty for any other page.
 */
export function dashboardModulesFor(args: {
  endpoint: string;
  instance: InstanceConfig;
  catalog: ModuleCatalog;
  user: UserInfo;
}): ModuleId[] {
  const { instance, catalog, user } = args;
  let endpoint = args.endpoint;
  if (endpoint === '') {
    const menu = { instance, catalog, user, districtHeatingHidden: !user.hasHeatUsagePlaces };
    endpoint = resolveCatchAll({
      instance,
      loggedIn: true,
      visibleMenu: filterMenu(menu),
      staffMenu: staffMenuOf(menu),
    });
  }
  if (isContentEndpoint(endpoint) && isContentEndpointServed(instance, endpoint)) return [];
  const rule = catalog.dashboardRule(endpoint);
  if (!rule || !hasAccess(rule, user)) return [];
  const modules = visibleWidgets(catalog.widgets, { instance, user, adminView: false }).map(
    ({ moduleId }) => moduleId,
  );
  return [...new Set(modules)];
}

/**
 * Adds a `<link rel="preload" as="script">` for each script the modules publish for their dashboard
 * widgets (`dashboardScripts`, beside each remote's manifest), so the widgets' code and chart.js arrive
 * while the remote's entry does, not after the entry has run and the widgets have first rendered. The
 * remote's own chunk loading then finds them in the cache. Returns how many links it added.
 */
export function preloadDashboardScripts(
  args: { instance: InstanceConfig; catalog: ModuleCatalog; modules: ModuleId[] },
  doc: Document = document,
): number {
  let added = 0;
  for (const id of args.modules) {
    const manifest = args.instance.modules.find((module) => module.id === id)?.manifest;
    const scripts = args.catalog.publication(id)?.dashboardScripts ?? [];
    if (manifest) added += preloadScripts(manifest, scripts, doc);
  }
  return added;
}

/**
 * Starts loading the dashboard's remotes as soon as the session is known, instead of when the grid first
 * renders: the manifests and entries are fetched while the shell draws. Only when the page the session
 * resolves on is the dashboard this user may open, and only the modules of the widgets they will see, so
 * nothing is downloaded that the page would not load itself. It is the registry's one load per module:
 * the widget's `use(registry.load(id))` gets the same promise, failure included (its card and Retry).
 */
export function preloadDashboard(boot: BootResult): void {
  if (boot.phase !== 'ready') return;
  const { store } = boot.portalStore;
  const check = (): boolean => {
    const status = selectSessionStatus(store.getState());
    if (status !== 'loggedIn' && status !== 'loggedOut') return false;
    const user = selectUser(store.getState());
    const { instanceId, endpoint } = parsePortalPath(window.location.pathname);
    if (status === 'loggedIn' && user && instanceId === boot.instance.id) {
      const modules = dashboardModulesFor({ endpoint, instance: boot.instance, catalog: boot.catalog, user });
      // a failed load stays in the registry for the widget's boundary to show
      for (const id of modules) boot.registry.load(id).catch(() => undefined);
      preloadDashboardScripts({ instance: boot.instance, catalog: boot.catalog, modules });
    }
    return true;
  };
  if (check()) return;
  const unsubscribe = store.subscribe(() => {
    if (check()) unsubscribe();
  });
}
