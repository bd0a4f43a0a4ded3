import { expect } from 'vitest';
import type { Language } from '@portal/instances';

/** Every language the portal speaks; a catalogue set must have each. */
export const ALL_LANGUAGES: readonly Language[] = ['fi-FI', 'sv-FI', 'en-US'];

/**
 * The argument names of an ICU message ('{count, plural, one {# row} other {# rows}}' -> count), including
 * those inside plural and select branches. Quoted text ('{0}' between apostrophes) is not an argument.
 */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const skipQuoted = (): boolean => {
    if (message[i] !== "'") return false;
    if (message[i + 1] === "'") {
      i += 2;
      return true;
    }
    if (!/[{}#|]/.test(message[i + 1] ?? '')) return false;
    const end = message.indexOf("'", i + 1);
    i = end < 0 ? message.length : end + 1;
    return true;
  };
  // text until the closing '}' of a branch (or the end), reading the arguments it holds
  const text = (): void => {
    while (i < message.length && message[i] !== '}') {
      if (skipQuoted()) continue;
      if (message[i] === '{') argument();
      else i += 1;
    }
  };
  const argument = (): void => {
    i += 1;
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*([a-zA-Z]+)\s*)?/.exec(message.slice(i));
    if (!head) throw new Error(`unreadable argument at ${i} in "${message}"`);
    names.add(head[1]!);
    i += head[0].length;
    const kind = head[2];
    if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
      i += 1; // the comma before the branches
      while (i < message.length && message[i] !== '}') {
        if (message[i] === '{') {
          i += 1;
          text();
          i += 1;
        } else i += 1;
      }
    } else {
      // number, date or time with a style: skip to the matching brace
      let depth = 0;
      while (i < message.length && !(message[i] === '}' && depth === 0)) {
        if (message[i] === '{') depth += 1;
        if (message[i] === '}') depth -= 1;
        i += 1;
      }
    }
    i += 1;
  };
  while (i < message.length) {
    text();
    i += 1;
  }
  return [...names].sort();
}

/**
 * What is wrong with a set of catalogues (one per language): a key one language lacks or leaves empty,
 * or a message whose arguments differ from the first language's (a text would show '{count}' or lose a value).
 */
export function catalogueProblems(
  catalogues: Partial<Record<Language, Record<string, string>>>,
  languages: readonly Language[] = ALL_LANGUAGES,
): string[] {
  const problems: string[] = [];
  const keys = new Set(languages.flatMap((language) => Object.keys(catalogues[language] ?? {})));
  for (const key of [...keys].sort()) {
    let expected: string[] | null = null;
    let expectedFrom: Language | null = null;
    for (const language of languages) {
      const text = catalogues[language]?.[key];
      if (!text) {
        problems.push(`message ${key} has no ${language} text`);
        continue;
      }
      let args: string[];
      try {
        args = messageArguments(text);
      } catch (error) {
        problems.push(`${language} ${key}: ${(error as Error).message}`);
        continue;
      }
      if (expected === null) {
        expected = args;
        expectedFrom = language;
      } else if (args.join() !== expected.join())
        problems.push(
          `${language} ${key} has arguments {${args.join(', ')}}, ${expectedFrom} {${expected.join(', ')}}`,
        );
    }
  }
  return problems;
}

/** The catalogues have the same keys in every language, each with the same ICU arguments. */
export function expectSameCatalogues(
  catalogues: Partial<Record<Language, Record<string, string>>>,
  languages: readonly Language[] = ALL_LANGUAGES,
): void {
  expect(catalogueProblems(catalogues, languages)).toEqual([]);
}
