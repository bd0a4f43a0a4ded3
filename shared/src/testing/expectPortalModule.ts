import { expect } from 'vitest';
import type { PortalModule } from '../module/contract';

const LANGUAGES = ['fi-FI', 'en-US'] as const;

/**
 * What is wrong with a module's contract, one sentence each; empty when nothing is.
 * The module naming rules (reducer keys, action types and message ids start with the module id) are
 * checked here too, so every remote's `module.test.ts` runs them through `expectPortalModule`.
 */
export function portalModuleProblems(module: PortalModule): string[] {
  const problems: string[] = [];
  const [fi, en] = LANGUAGES.map((language) => module.messages[language] ?? {});
  const missingIn = (language: string, keys: string[], other: Record<string, string>) =>
    keys.filter((key) => !other[key]).map((key) => `message ${key} has no ${language} text`);
  problems.push(...missingIn('en-US', Object.keys(fi!), en!), ...missingIn('fi-FI', Object.keys(en!), fi!));

  if (!module.routes.length && !module.widgets?.length) problems.push('the module has no route and no widget');
  const endpoints = new Set<string>();
  for (const route of module.routes) {
    if (route.endpoint.startsWith('/') || route.endpoint.endsWith('/'))
      problems.push(`route ${route.endpoint}: the endpoint is written without leading or trailing slash`);
    if (endpoints.has(route.endpoint)) problems.push(`route ${route.endpoint} is declared twice`);
    endpoints.add(route.endpoint);
    if (typeof route.component !== 'function' && typeof route.component !== 'object')
      problems.push(`route ${route.endpoint} has no component`);
    if (!fi![route.titleKey] || !en![route.titleKey])
      problems.push(`route ${route.endpoint}: title ${route.titleKey} is not among the module's messages`);
  }
  for (const widget of module.widgets ?? []) {
    if (!fi![widget.titleKey] || !en![widget.titleKey])
      problems.push(`widget ${widget.id}: title ${widget.titleKey} is not among the module's messages`);
  }
  for (const [key, reducer] of Object.entries(module.reducers ?? {})) {
    if (typeof reducer !== 'function') problems.push(`reducer ${key} is not a function`);
    if (key !== module.id && !key.startsWith(`${module.id}/`))
      problems.push(`reducer key ${key} does not start with the module id (${module.id}/...)`);
  }
  if (module.saga !== undefined && typeof module.saga !== 'function') problems.push('saga is not a function');
  return problems;
}

/** The contract checks every remote's `module.test.ts` makes: fails with every problem listed. */
export function expectPortalModule(module: PortalModule): void {
  expect(portalModuleProblems(module), `module ${module.id} breaks the module contract`).toEqual([]);
}
