/**
 * The rules a portal module follows, in one place: the shell's module validation and the remotes'
 * contract tests (`expectPortalModule`) both call these, so a wrong name fails the same way in both.
 *
 * Naming scheme, prefixed by the module id:
 * - reducer keys `<id>` or `<id>.<feature>` (`notes`, `reports.energyReport`);
 * - action types `<reducer key>/<action>` (RTK: a slice named like its reducer key);
 * - message ids `<id>.<area>[.<key>...]` (`reports.options.title`, `reports.unit.snt/kWh`);
 * - widget ids `<id>.<name>` (`reports.dailyConsumption`).
 */
import type { Language, ModuleId, Role } from '@portal/instances';
import type { PortalModule } from './contract';

const LANGUAGES: readonly Language[] = ['fi-FI', 'sv-FI', 'en-US'];
const ROLE_SET: Record<Role, true> = {
  ROLE_USER: true,
  ROLE_ADMIN: true,
  ROLE_SUPERUSER: true,
  ROLE_SERVANT: true,
  ROLE_SELLER: true,
  ROLE_SSN_VIEWER: true,
  ROLE_METER_CONTROL: true,
};

const NAME = '[a-z][a-zA-Z0-9]*';
const escape = (id: string): string => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const MODULE_ID_PATTERN = /^[a-z][a-z0-9]*$/;
/** lower-case path segments, no leading or trailing slash: 'online/energy-report' */
export const ENDPOINT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const reducerKeyPattern = (id: string): RegExp => new RegExp(`^${escape(id)}(?:\\.${NAME})?$`);
export const actionTypePattern = (id: string): RegExp => new RegExp(`^${escape(id)}(?:\\.${NAME})?/${NAME}$`);
/** the area after the id is a name; later segments may name data values (units, server error codes) */
export const messageIdPattern = (id: string): RegExp =>
  new RegExp(`^${escape(id)}\\.${NAME}(?:\\.[^.\\s]+)*$`);
export const widgetIdPattern = (id: string): RegExp => new RegExp(`^${escape(id)}\\.${NAME}$`);

export const reducerKeyProblem = (id: string, key: string): string | null =>
  reducerKeyPattern(id).test(key) ? null : `reducer key '${key}' is not '${id}' or '${id}.<feature>'`;
export const actionTypeProblem = (id: string, type: string): string | null =>
  actionTypePattern(id).test(type) ? null : `action type '${type}' is not '${id}[.<feature>]/<action>'`;
/** An action of the slice installed under `key` is `<key>/<action>` (RTK: the slice is named like its key). */
export const sliceActionProblem = (id: string, key: string, type: string): string | null =>
  actionTypeProblem(id, type) ??
  (type.startsWith(`${key}/`) ? null : `action type '${type}' of slice ${key} is not '${key}/<action>'`);
export const messageIdProblem = (id: string, messageId: string): string | null =>
  messageIdPattern(id).test(messageId) ? null : `message id '${messageId}' is not '${id}.<area>.<key>'`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A React component is a function, or an object made by memo/forwardRef/lazy. */
const isComponent = (value: unknown): boolean =>
  typeof value === 'function' || (isRecord(value) && '$$typeof' in value);

function accessRuleProblems(rule: Record<string, unknown>, where: string): string[] {
  const problems: string[] = [];
  for (const field of ['roles', 'scopes', 'optionalScopes'] as const) {
    const value = rule[field];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
      problems.push(`${where}: ${field} is not a list of strings`);
    else if (field === 'roles')
      for (const role of value as string[])
        if (!(role in ROLE_SET)) problems.push(`${where}: unknown role '${role}'`);
  }
  return problems;
}

function routeShapeProblems(route: unknown, index: number): string[] {
  if (!isRecord(route) || typeof route.endpoint !== 'string' || typeof route.titleKey !== 'string')
    return [`route ${index} lacks endpoint or titleKey`];
  const where = `route ${route.endpoint}`;
  const problems = accessRuleProblems(route, where);
  if (!ENDPOINT_PATTERN.test(route.endpoint)) problems.push(`${where}: endpoint is not a lower-case path`);
  const open = route.public;
  if (
    open !== undefined &&
    typeof open !== 'boolean' &&
    !(isRecord(open) && typeof open.whenQueryParam === 'string' && open.whenQueryParam.length > 0)
  )
    problems.push(`${where}: public is neither a boolean nor { whenQueryParam }`);
  return problems;
}

function widgetShapeProblems(id: string, widget: unknown, index: number): string[] {
  if (!isRecord(widget) || typeof widget.id !== 'string' || typeof widget.titleKey !== 'string')
    return [`widget ${index} lacks id or titleKey`];
  const where = `widget ${widget.id}`;
  const problems = accessRuleProblems(widget, where);
  if (!widgetIdPattern(id).test(widget.id)) problems.push(`widget id '${widget.id}' is not '${id}.<name>'`);
  if (
    widget.flag !== undefined &&
    (typeof widget.flag !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(widget.flag))
  )
    problems.push(`${where}: flag is not an instance flag name`);
  if (widget.inAdminView !== undefined && typeof widget.inAdminView !== 'boolean')
    problems.push(`${where}: inAdminView is not a boolean`);
  if (widget.placement !== undefined && widget.placement !== 'grid' && widget.placement !== 'top')
    problems.push(`${where}: placement is neither 'grid' nor 'top'`);
  return problems;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** a file name in the manifest's folder: no path, no leading dot (shared/build/portalManifest.mjs) */
const SCRIPT_BESIDE_MANIFEST = /^[A-Za-z0-9_][\w.-]*\.js$/;

/** Problems of a publication (`module.json`, `portal-module.json`); empty when it is fine. */
export function publicationProblems(value: unknown, expectedId?: ModuleId): string[] {
  if (!isRecord(value)) return ['not an object'];
  const { id, routes, widgets, dashboardScripts, languageScripts, entryScripts } = value;
  if (typeof id !== 'string' || !MODULE_ID_PATTERN.test(id)) return [`id '${String(id)}' is not a module id`];
  if (expectedId !== undefined && id !== expectedId) return [`its id is '${id}', not '${expectedId}'`];
  if (!Array.isArray(routes)) return ['routes is not an array'];
  if (widgets !== undefined && !Array.isArray(widgets)) return ['widgets is not an array'];
  const problems = routes.flatMap(routeShapeProblems);
  problems.push(
    ...(widgets ?? []).flatMap((widget: unknown, index) => widgetShapeProblems(id, widget, index)),
  );
  const endpoints = routes.map((route: { endpoint?: unknown }) => String(route?.endpoint));
  for (const endpoint of duplicates(endpoints)) problems.push(`endpoint ${endpoint} published twice`);
  const widgetIds = (widgets ?? []).map((widget: { id?: unknown }) => String(widget?.id));
  for (const widgetId of duplicates(widgetIds)) problems.push(`widget ${widgetId} published twice`);
  if (dashboardScripts !== undefined && !isScriptList(dashboardScripts))
    problems.push('dashboardScripts is not a list of script files beside the manifest');
  if (entryScripts !== undefined && !isScriptList(entryScripts))
    problems.push('entryScripts is not a list of script files beside the manifest');
  if (
    languageScripts !== undefined &&
    (!isRecord(languageScripts) || LANGUAGES.some((language) => !isScriptList(languageScripts[language])))
  )
    problems.push('languageScripts does not list script files beside the manifest for every language');
  return problems;
}

const isScriptList = (files: unknown): boolean =>
  Array.isArray(files) &&
  files.every((file) => typeof file === 'string' && SCRIPT_BESIDE_MANIFEST.test(file));

/**
 * Problems of a loaded module against the contract and the naming scheme; empty when it is fine.
 * `candidate` is whatever the remote's `./module` default-exported.
 */
export function moduleProblems(candidate: unknown, id: ModuleId): string[] {
  if (!isRecord(candidate)) return ['no default export object'];
  const shape = publicationProblems(candidate, id);
  if (shape.length > 0) return shape;
  const problems: string[] = [];
  (candidate.routes as Array<Record<string, unknown>>).forEach((route) => {
    if (!isComponent(route.component)) problems.push(`route ${String(route.endpoint)} has no component`);
  });
  ((candidate.widgets ?? []) as Array<Record<string, unknown>>).forEach((widget) => {
    if (!isComponent(widget.component)) problems.push(`widget ${String(widget.id)} has no component`);
  });
  if (candidate.saga !== undefined && typeof candidate.saga !== 'function')
    problems.push('saga is not a generator function');
  if (candidate.reducers !== undefined) {
    if (!isRecord(candidate.reducers)) problems.push('reducers is not an object');
    else
      for (const [key, reducer] of Object.entries(candidate.reducers)) {
        if (typeof reducer !== 'function') problems.push(`reducer ${key} is not a function`);
        const naming = reducerKeyProblem(id, key);
        if (naming) problems.push(naming);
      }
  }
  problems.push(...sliceProblems(candidate, id));
  const { languageMessages } = candidate;
  if (
    languageMessages !== undefined &&
    (!isRecord(languageMessages) ||
      LANGUAGES.some((language) => typeof languageMessages[language] !== 'function'))
  )
    problems.push('languageMessages has no loader for every language');
  const messages = candidate.messages;
  if (!isRecord(messages)) return [...problems, 'messages missing'];
  for (const language of LANGUAGES) {
    const set = messages[language];
    if (!isRecord(set)) {
      problems.push(`messages for ${language} missing`);
      continue;
    }
    for (const messageId of Object.keys(set)) {
      const naming = messageIdProblem(id, messageId);
      if (naming) problems.push(`${language}: ${naming}`);
    }
    const titled = [
      ...(candidate.routes as Array<{ titleKey: string }>),
      ...((candidate.widgets ?? []) as Array<{ titleKey: string }>),
    ];
    for (const { titleKey } of titled)
      // a text in the sources and tests; its syntax tree (an array) in a build (docs/languages.md)
      if (typeof set[titleKey] !== 'string' && !Array.isArray(set[titleKey]))
        problems.push(`${language}: title ${titleKey} has no message`);
  }
  return problems;
}

/** The declared slices: each installed as its key's reducer, every action type `<key>/<action>`. */
function sliceProblems(candidate: Record<string, unknown>, id: ModuleId): string[] {
  const { slices } = candidate;
  if (slices === undefined) return [];
  if (!isRecord(slices)) return ['slices is not an object'];
  const reducers = isRecord(candidate.reducers) ? candidate.reducers : {};
  const problems: string[] = [];
  for (const [key, slice] of Object.entries(slices)) {
    if (!isRecord(slice) || !isRecord(slice.actions)) {
      problems.push(`slice ${key} has no actions`);
      continue;
    }
    if (reducers[key] !== slice.reducer) problems.push(`slice ${key} is not the reducer under ${key}`);
    for (const creator of Object.values(slice.actions)) {
      const type = (creator as { type?: unknown } | null)?.type;
      if (typeof type !== 'string') problems.push(`slice ${key} has an action creator without a type`);
      else {
        const naming = sliceActionProblem(id, key, type);
        if (naming) problems.push(naming);
      }
    }
  }
  return problems;
}

/**
 * Reducers whose action types nothing declares (not made from a declared slice): the naming check cannot
 * see what they answer to. `expectPortalModule` refuses them, so every module's action types are checked.
 */
export function undeclaredReducers(module: Pick<PortalModule, 'reducers' | 'slices'>): string[] {
  return Object.keys(module.reducers ?? {})
    .filter((key) => !module.slices?.[key])
    .map(
      (key) =>
        `reducer ${key} is not declared as a slice (slices: { '${key}': slice }): its action types cannot be checked`,
    );
}

type Entries = { routes: readonly object[]; widgets?: readonly object[] };

/**
 * What the module serves that differs from what it published (the shell built its menus and routes
 * from the publication): a published endpoint or widget the module lacks, or a different access rule.
 */
export function publicationMismatches(module: Entries, publication: Entries): string[] {
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const records = (list: readonly object[] | undefined) => (list ?? []) as Array<Record<string, unknown>>;
  const fields = ['titleKey', 'roles', 'scopes', 'optionalScopes'];
  const widgetFields = [...fields, 'flag', 'inAdminView', 'placement'];
  const problems: string[] = [];
  for (const published of records(publication.routes)) {
    const served = records(module.routes).find((route) => route.endpoint === published.endpoint);
    if (!served) problems.push(`published endpoint ${String(published.endpoint)} is not served`);
    else
      for (const field of [...fields, 'public'])
        if (!same(served[field], published[field]))
          problems.push(`endpoint ${String(published.endpoint)}: ${field} differs from the publication`);
  }
  for (const published of records(publication.widgets)) {
    const served = records(module.widgets).find((widget) => widget.id === published.id);
    if (!served) problems.push(`published widget ${String(published.id)} is not served`);
    else
      for (const field of widgetFields)
        if (!same(served[field], published[field]))
          problems.push(`widget ${String(published.id)}: ${field} differs from the publication`);
  }
  return problems;
}
