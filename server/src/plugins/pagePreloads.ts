import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InstanceConfig, Language } from '@portal/instances';

/** Written by the logged-out page's build beside its index.html (shell/build/pagePreloads.mjs). */
export const PAGE_PRELOADS_FILE = 'preloads.json';

/** The shell's cookie for the dark theme choice (shell/src/cookies/cookies.ts). */
export const DARK_THEME_COOKIE = 'darkThemeOn';

type ChunkFiles = Map<string, string[]>;

export interface PublicPageRequest {
  instance: InstanceConfig;
  /** the address's language segment, as sent */
  urlLanguage: string;
  /** what follows the language: welcome, login, reset-password, oauth2/redirect */
  page: string;
  darkTheme: boolean;
}

/**
 * The `Link: rel=preload` of a logged-out page (docs/first-load.md): what its boot asks for before the first
 * render (the instance file and texts, the language catalogues, the dark theme when chosen, the login
 * notice), so these arrive alongside the entry instead of one round trip after another once it has run.
 * Each address is the one the shell fetches, with the same credentials mode (`as=fetch; crossorigin` is
 * a same-origin `fetch`), so the browser hands the preloaded answer over. A hint only: without it (an old
 * build, a file missing) the page fetches as before.
 */
export class PagePreloads {
  private record: { mtimeMs: number; chunks: ChunkFiles } | null = null;

  /**
   * @param listFile the page build's list of named chunks (`shell/dist/public/preloads.json`); null: none
   * @param instancesRoot where `/instances/<id>/...` files are read from
   */
  constructor(
    private readonly listFile: string | null,
    private readonly instancesRoot: string,
  ) {}

  /** The value of the page's Link header, or null when there is nothing to hint. */
  linkHeader(request: PublicPageRequest): string | null {
    const links = this.preloads(request);
    return links.length > 0 ? links.join(', ') : null;
  }

  private preloads({ instance, urlLanguage, page, darkTheme }: PublicPageRequest): string[] {
    const chunks = this.chunks();
    const known = (language: string) => chunks.has(`messages-${language}`);
    // the shell's choice (bootInstance's languageFor): the address's language where the instance offers it
    const language: Language = instance.languages.includes(urlLanguage as Language)
      ? (urlLanguage as Language)
      : (instance.languages[0] ?? 'fi-FI');
    const id = encodeURIComponent(instance.id);
    const fetched = (file: string) => `</instances/${id}/${file}>; rel=preload; as=fetch; crossorigin`;
    const links = [fetched('instance.json')];
    const instanceFile = (...segments: string[]) =>
      existsSync(path.join(this.instancesRoot, instance.id, ...segments));
    if (instanceFile('texts', `${language}.json`)) links.push(fetched(`texts/${language}.json`));
    const notice = instance.login.notificationFile;
    if (page === 'login' && notice && instanceFile('notifications', `${notice}.${language}.txt`)) {
      links.push(fetched(`notifications/${encodeURIComponent(`${notice}.${language}.txt`)}`));
    }
    // the entry draws with the address's language (fi-FI when it is none), the boot with the instance's
    const scripts = new Set([
      ...(chunks.get(`messages-${known(urlLanguage) ? urlLanguage : 'fi-FI'}`) ?? []),
      ...(chunks.get(`messages-${language}`) ?? []),
      ...(darkTheme ? (chunks.get('dark-theme') ?? []) : []),
    ]);
    for (const script of scripts) links.push(`<${script}>; rel=preload; as=script`);
    return links;
  }

  /** The build's list, re-read when a new build replaces it; unreadable: the last one read, or none. */
  private chunks(): ChunkFiles {
    if (!this.listFile) return new Map();
    try {
      const { mtimeMs } = statSync(this.listFile);
      if (this.record?.mtimeMs !== mtimeMs) {
        this.record = { mtimeMs, chunks: parseList(readFileSync(this.listFile, 'utf8')) };
      }
    } catch {
      // no list (a build without it) or unreadable now: no chunk is hinted, or the last list stands
    }
    return this.record?.chunks ?? new Map();
  }
}

const SCRIPT_PATH = /^\/[A-Za-z0-9._/-]+\.js$/;

function parseList(text: string): ChunkFiles {
  const chunks: ChunkFiles = new Map();
  const value: unknown = JSON.parse(text);
  const listed = (value as { chunks?: unknown } | null)?.chunks;
  if (typeof listed !== 'object' || listed === null) return chunks;
  for (const [name, files] of Object.entries(listed)) {
    if (Array.isArray(files) && files.every((file) => typeof file === 'string' && SCRIPT_PATH.test(file))) {
      chunks.set(name, files as string[]);
    }
  }
  return chunks;
}
