import { expect } from 'vitest';
import type { PortalModule } from '../module/contract';
import { moduleProblems, undeclaredReducers } from '../module/moduleRules';
import { ALL_LANGUAGES, catalogueProblems } from './catalogues';
import { moduleTexts } from './renderModule';

/**
 * A text one language lacks would show its id there; differing ICU arguments would show or lose a value.
 * With languageMessages, the whole catalogue as the shell merges it (loadModuleTexts first).
 */
const missingTranslations = (module: PortalModule): string[] =>
  catalogueProblems(
    module.languageMessages
      ? (Object.fromEntries(
          ALL_LANGUAGES.map((language) => [language, moduleTexts(module, language)]),
        ) as PortalModule['messages'])
      : module.messages,
  );

/**
 * Everything wrong with a module: the contract and naming rules the shell checks on load (action types
 * through the declared slices), reducers whose action types are not declared, and translations.
 */
export const portalModuleProblems = (module: PortalModule): string[] => [
  ...moduleProblems(module, module.id),
  ...undeclaredReducers(module),
  ...missingTranslations(module),
];

/**
 * The contract checks every remote's `module.test.ts` makes, by the same rules the shell applies when
 * it loads the module, so a wrong name fails here first; the failure lists every problem.
 */
export function expectPortalModule(module: PortalModule): void {
  expect(portalModuleProblems(module), `module ${module.id} breaks the module contract`).toEqual([]);
}

/**
 * For a module whose texts come a chunk per language (`languageMessages`): its entry's `messages` are the
 * titles of its routes and widgets only, and each language's chunk with them is `whole`, the module's
 * catalogue in that language (its every-language catalogue for tests).
 */
export async function expectLanguageChunks(
  module: PortalModule,
  whole: PortalModule['messages'],
): Promise<void> {
  expect(module.languageMessages, `module ${module.id} has no languageMessages`).toBeDefined();
  const titles = [...module.routes, ...(module.widgets ?? [])].map(({ titleKey }) => titleKey);
  for (const language of ALL_LANGUAGES) {
    expect(Object.keys(module.messages[language]).sort(), language).toEqual([...new Set(titles)].sort());
    const chunk = await module.languageMessages![language]();
    expect({ ...chunk, ...module.messages[language] }, language).toEqual(whole[language]);
  }
}
