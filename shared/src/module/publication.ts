/**
 * A module's publication: the data about its routes and widgets that the shell needs before it loads
 * the remote (menu filtering, the endpoint -> module map, access decisions, the dashboard's slots).
 * Each remote keeps it in `src/module.json`; its `module.tsx` builds the module from it
 * (`assemblePortalModule`) and the build emits it next to `mf-manifest.json` as `portal-module.json`
 * (`shared/build/portalManifest.mjs`), which the shell fetches at boot.
 */
import type { ComponentType } from 'react';
import type { AccessRule, Language, ModuleId } from '@portal/instances';
import type {
  ModulePageProps,
  ModuleSlice,
  ModuleWidgetProps,
  PortalModule,
  WidgetFlag,
  WidgetPlacement,
} from './contract';
import { moduleProblems, publicationProblems } from './moduleRules';

export interface PublishedRoute extends AccessRule {
  endpoint: string;
  titleKey: string;
  public?: boolean | { whenQueryParam: string };
}

export interface PublishedWidget extends AccessRule {
  id: string;
  titleKey: string;
  flag?: WidgetFlag;
  inAdminView?: boolean;
  placement?: WidgetPlacement;
}

export interface ModulePublication {
  id: ModuleId;
  routes: PublishedRoute[];
  widgets?: PublishedWidget[];
  /**
   * Written by the build, not in `module.json`: the files of the chunk the module's dashboard widgets load
   * (its `dashboard` chunk: the widgets and chart.js), beside `mf-manifest.json`. The shell preloads them
   * when the page is the dashboard, while the remote's entry is still on its way (docs/dashboard.md).
   */
  dashboardScripts?: string[];
  /**
   * Written by the build: the files of each language's text chunk (the module's `languageMessages`), beside
   * `mf-manifest.json`. The shell preloads the page's language when it starts loading the remote.
   */
  languageScripts?: Record<Language, string[]>;
  /**
   * Written by the build: the remote's entry and its exposed module's chunks, beside `mf-manifest.json`.
   * The shell preloads them when it starts loading the module, with the manifest rather than after it.
   */
  entryScripts?: string[];
}

/** The file name next to `mf-manifest.json`. */
export const PUBLICATION_FILE = 'portal-module.json';

/** Where a remote's publication is, given its manifest address from instance.json. */
export function publicationUrl(manifestUrl: string): string {
  const cut = manifestUrl.split(/[?#]/, 1)[0] ?? manifestUrl;
  return `${cut.slice(0, cut.lastIndexOf('/') + 1)}${PUBLICATION_FILE}`;
}

const pickRule = ({ roles, scopes, optionalScopes }: AccessRule): AccessRule => ({
  ...(roles ? { roles } : {}),
  ...(scopes ? { scopes } : {}),
  ...(optionalScopes ? { optionalScopes } : {}),
});

/** The publication a module's own routes and widgets make (test fixtures, the served-endpoints check). */
export function publicationOf(module: PortalModule): ModulePublication {
  return {
    id: module.id,
    routes: module.routes.map((route) => ({
      endpoint: route.endpoint,
      titleKey: route.titleKey,
      ...pickRule(route),
      ...(route.public !== undefined ? { public: route.public } : {}),
    })),
    widgets: (module.widgets ?? []).map((widget) => ({
      id: widget.id,
      titleKey: widget.titleKey,
      ...pickRule(widget),
      ...(widget.flag !== undefined ? { flag: widget.flag } : {}),
      ...(widget.inAdminView !== undefined ? { inAdminView: widget.inAdminView } : {}),
      ...(widget.placement !== undefined ? { placement: widget.placement } : {}),
    })),
  };
}

/** A publication read from JSON (roles come in as strings): checked, then typed. */
export function toPublication(value: unknown, id?: ModuleId): ModulePublication {
  const problems = publicationProblems(value, id);
  if (problems.length > 0) throw new Error(`invalid module publication: ${problems.join('; ')}`);
  return value as ModulePublication;
}

export interface ModuleParts {
  /** one component per published endpoint */
  pages: Record<string, ComponentType<ModulePageProps>>;
  /** one component per published widget id */
  widgets?: Record<string, ComponentType<ModuleWidgetProps>>;
  /** the module's RTK slices by reducer key: their reducers are installed, their action types checked */
  slices?: Record<string, ModuleSlice>;
  /** reducers not made by a slice (their action types cannot be checked; `expectPortalModule` refuses them) */
  reducers?: PortalModule['reducers'];
  saga?: PortalModule['saga'];
  messages: PortalModule['messages'];
  languageMessages?: PortalModule['languageMessages'];
}

/**
 * A remote's module from its publication and its components: the routes and widgets come from the
 * publication, so what the shell was told and what the module serves cannot drift apart. Throws on a
 * page or widget the publication lacks, or one it names that has no component, and on naming rules.
 */
export function assemblePortalModule(publication: unknown, parts: ModuleParts): PortalModule {
  const published = toPublication(publication);
  const widgets = parts.widgets ?? {};
  const extraPages = Object.keys(parts.pages).filter(
    (endpoint) => !published.routes.some((route) => route.endpoint === endpoint),
  );
  const extraWidgets = Object.keys(widgets).filter(
    (id) => !(published.widgets ?? []).some((widget) => widget.id === id),
  );
  if (extraPages.length > 0 || extraWidgets.length > 0)
    throw new Error(`${published.id}: not in module.json: ${[...extraPages, ...extraWidgets].join(', ')}`);
  const slices = parts.slices ?? {};
  const twice = Object.keys(slices).filter((key) => key in (parts.reducers ?? {}));
  if (twice.length > 0)
    throw new Error(`${published.id}: both a slice and a reducer under ${twice.join(', ')}`);
  const reducers = {
    ...parts.reducers,
    ...Object.fromEntries(Object.entries(slices).map(([key, slice]) => [key, slice.reducer])),
  };
  const module: PortalModule = {
    id: published.id,
    routes: published.routes.map((route) => ({ ...route, component: parts.pages[route.endpoint]! })),
    widgets: (published.widgets ?? []).map((widget) => ({ ...widget, component: widgets[widget.id]! })),
    ...(Object.keys(reducers).length > 0 ? { reducers } : {}),
    ...(parts.slices ? { slices: parts.slices } : {}),
    ...(parts.saga ? { saga: parts.saga } : {}),
    messages: parts.messages,
    ...(parts.languageMessages ? { languageMessages: parts.languageMessages } : {}),
  };
  const problems = moduleProblems(module, published.id);
  if (problems.length > 0) throw new Error(`${published.id}: ${problems.join('; ')}`);
  return module;
}
