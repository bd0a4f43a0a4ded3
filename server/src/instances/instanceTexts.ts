import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { compileMessages } from '@portal/shared/build/compileMessages.mjs';

export interface CompiledTexts {
  /** the texts as react-intl's syntax trees, JSON */
  body: string;
  etag: string;
}

/** Why a texts file cannot be served; the instance's files need fixing. */
export class InvalidTextsError extends Error {}

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * An instance's texts (`instances/<id>/texts/<language>.json`) as the browser gets them: each ICU message
 * compiled to react-intl's syntax tree, as the builds compile the catalogues, because the bundles carry no
 * message parser (docs/languages.md, "Compiled ahead of time"). Compiled once per version of the file (its
 * size and modification time), so a utility's edit shows on the next page load. A message that does not
 * parse is served as its text, with a warning in the log, as react-intl would have shown it.
 */
export class InstanceTexts {
  private readonly compiled = new Map<string, { version: string; texts: CompiledTexts }>();

  constructor(private readonly log: Logger) {}

  /** The compiled texts of the file; throws InvalidTextsError when it is not an object of texts. */
  async read(file: string): Promise<CompiledTexts> {
    const { size, mtimeMs } = await stat(file);
    const version = `${size}:${mtimeMs}`;
    const cached = this.compiled.get(file);
    if (cached?.version === version) return cached.texts;

    let source: unknown;
    try {
      source = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new InvalidTextsError(`${file} is not JSON: ${String(error)}`);
    }
    let messages: ReturnType<typeof compileMessages>;
    try {
      messages = compileMessages(source, (id, error) =>
        this.log.warn({ file, id, error: String(error) }, 'instance text does not parse: served as written'),
      );
    } catch (error) {
      throw new InvalidTextsError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = JSON.stringify(messages);
    const texts = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    this.compiled.set(file, { version, texts });
    return texts;
  }
}
