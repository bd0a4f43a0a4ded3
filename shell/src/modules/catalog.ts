/**
 * Which part of the product serves each endpoint (the path after /{instance}/{language}/): the shell's
 * own pages, and whatever the enabled remotes publish (their `portal-module.json`, fetched at boot).
 * Nothing here names another remote's endpoints: adding a route to a remote, or a remote, needs no
 * shell change. An endpoint nobody publishes has no route, and menu items and links to it stay hidden.
 */
import type { AccessRule, InstanceConfig, ModuleId } from '@portal/instances';
// not from the package root, which holds the (Node) validator
import {
  isContentEndpoint,
  isContentEndpointServed,
  isDashboardEndpoint,
  isShellEndpoint,
  stripSlashes,
} from '@portal/instances/endpoints';
export {
  DASHBOARD_ENDPOINTS,
  SHELL_ENDPOINTS,
  isDashboardEndpoint,
  isShellEndpoint,
  stripSlashes,
  type ShellEndpoint,
} from '@portal/instances/endpoints';
import {
  publicationOf,
  type ModulePublication,
  type PortalModule,
  type PublishedRoute,
  type PublishedWidget,
} from '@portal/shared';

export function isModuleEnabled(instance: InstanceConfig, id: ModuleId): boolean {
  return instance.modules.some((m) => m.id === id);
}

export interface CatalogRoute {
  moduleId: ModuleId;
  route: PublishedRoute;
}

export interface CatalogWidget {
  moduleId: ModuleId;
  widget: PublishedWidget;
}

/** The endpoint -> module map and the dashboard's widgets of one instance, from the publications. */
export class ModuleCatalog {
  private readonly routes = new Map<string, CatalogRoute>();
  private readonly publications = new Map<ModuleId, ModulePublication>();
  /** in the instance's dashboard order (default: the modules' order, then each module's own) */
  readonly widgets: readonly CatalogWidget[];

  /**
   * @param publications one per `instance.modules` entry, null where it could not be read (that
   *   module's items are then hidden, the rest of the portal works)
   */
  constructor(
    private readonly instance: InstanceConfig,
    publications: ReadonlyArray<ModulePublication | null>,
  ) {
    const widgets: CatalogWidget[] = [];
    instance.modules.forEach(({ id }, index) => {
      const publication = publications[index];
      if (!publication) return;
      if (publication.id !== id) {
        console.warn(`[modules] ${id}: its publication is for '${publication.id}'; ignored`);
        return;
      }
      this.publications.set(id, publication);
      for (const route of publication.routes) {
        const endpoint = stripSlashes(route.endpoint);
        const taken = this.routes.get(endpoint);
        if (
          isShellEndpoint(endpoint) ||
          isDashboardEndpoint(endpoint) ||
          isContentEndpoint(endpoint) ||
          taken
        ) {
          console.warn(
            `[modules] ${id}: ${endpoint} is served by ${taken?.moduleId ?? 'the shell'}; ignored`,
          );
          continue;
        }
        this.routes.set(endpoint, { moduleId: id, route });
      }
      for (const widget of publication.widgets ?? []) widgets.push({ moduleId: id, widget });
    });
    this.widgets = orderWidgets(widgets, instance.dashboard?.widgets);
  }

  /** The enabled module serving an endpoint, with the route's published access rule; null if none. */
  routeFor(endpoint: string): CatalogRoute | null {
    return this.routes.get(stripSlashes(endpoint)) ?? null;
  }

  publication(id: ModuleId): ModulePublication | null {
    return this.publications.get(id) ?? null;
  }

  /** Who may open a dashboard endpoint; null when it is not served. */
  dashboardRule(endpoint: string): AccessRule | null {
    if (!isDashboardEndpoint(endpoint) || this.widgets.length === 0) return null;
    return stripSlashes(endpoint) === 'home'
      ? { roles: ['ROLE_SUPERUSER'] }
      : { roles: this.instance.homeRoles };
  }

  /** True when opening the endpoint in this instance renders something. */
  isEndpointAvailable(endpoint: string): boolean {
    return (
      isShellEndpoint(endpoint) ||
      isContentEndpointServed(this.instance, endpoint) ||
      this.routeFor(endpoint) !== null ||
      this.dashboardRule(endpoint) !== null
    );
  }
}

/**
 * The instance's order (`dashboard.widgets`) when it gives one: exactly those widgets, so an instance
 * can leave one out; an id no enabled module publishes is skipped with a warning (the instance
 * validator refuses unknown modules and duplicates). Without it, the modules' order.
 */
function orderWidgets(widgets: CatalogWidget[], order: readonly string[] | undefined): CatalogWidget[] {
  if (!order) return widgets;
  return order.flatMap((id) => {
    const found = widgets.find((candidate) => candidate.widget.id === id);
    if (!found) console.warn(`[modules] dashboard widget ${id} is not published by an enabled module`);
    return found ? [found] : [];
  });
}

/** A catalogue from loaded modules themselves (tests and fixtures, where no remote is built). */
export function catalogOfModules(
  instance: InstanceConfig,
  modules: Partial<Record<ModuleId, PortalModule>>,
): ModuleCatalog {
  return new ModuleCatalog(
    instance,
    instance.modules.map(({ id }) => {
      const module = modules[id];
      return module ? publicationOf(module) : null;
    }),
  );
}
