// @ts-check
/**
 * Messages compiled ahead of time (docs/languages.md, "Compiled ahead of time"): the builds turn every
 * catalogue into react-intl's message syntax trees, and the server does the same with an instance's texts,
 * so the browser never parses a message and the bundles carry react-intl without its ICU parser (about 8 KB
 * gzip of every entry).
 */
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * The catalogue with each message as its syntax tree, parsed as react-intl would parse it at run time.
 * @param {unknown} messages an object of message id -> ICU message text
 * @param {(id: string, error: unknown) => void} [onInvalid] a message that does not parse; without it, the
 *   call throws (a build fails on a broken catalogue). With it, the message becomes its text as written.
 * @returns {Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>}
 */
export function compileMessages(messages, onInvalid) {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages))
    throw new TypeError('a catalogue is an object of message id -> text');
  /** @type {Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>} */
  const compiled = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new TypeError(`message ${id} is not a text`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      if (!onInvalid) throw new Error(`message ${id} does not parse: ${String(error)}`, { cause: error });
      onInvalid(id, error);
      compiled[id] = [{ type: 0, value: text }];
    }
  }
  return compiled;
}

/**
 * The rspack loader for the catalogues (JSON files under an `i18n` folder; `sourceRules`): the same JSON
 * module, its messages compiled. A text that does not parse fails the build.
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
export default function messagesLoader(source) {
  try {
    return JSON.stringify(compileMessages(JSON.parse(source)));
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
