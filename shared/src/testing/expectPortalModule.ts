import { expect } from 'vitest';
import type { PortalModule } from '../module/contract';
import { moduleProblems } from '../module/moduleRules';

/** A text only one language has would show its id in the other. */
function missingTranslations(module: PortalModule): string[] {
  const fi = module.messages['fi-FI'] ?? {};
  const en = module.messages['en-US'] ?? {};
  const missing = (language: string, keys: string[], texts: Record<string, string>) =>
    keys.filter((key) => !texts[key]).map((key) => `message ${key} has no ${language} text`);
  return [...missing('en-US', Object.keys(fi), en), ...missing('fi-FI', Object.keys(en), fi)];
}

/** Everything wrong with a module: the contract and naming rules the shell checks on load, and translations. */
export const portalModuleProblems = (module: PortalModule): string[] => [
  ...moduleProblems(module, module.id),
  ...missingTranslations(module),
];

/**
 * The contract checks every remote's `module.test.ts` makes, by the same rules the shell applies when
 * it loads the module, so a wrong name fails here first; the failure lists every problem.
 */
export function expectPortalModule(module: PortalModule): void {
  expect(portalModuleProblems(module), `module ${module.id} breaks the module contract`).toEqual([]);
}
