// Emits a remote's publication (src/module.json: its routes' and widgets' data) into dist/ as
// portal-module.json, next to mf-manifest.json, so the shell learns at boot which endpoints and widgets
// the remote serves without loading it. module.tsx builds the module from the same file
// (assemblePortalModule), so the two cannot drift apart; the full rules run there and in the shell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';

export const PUBLICATION_SOURCE = join('src', 'module.json');
export const PUBLICATION_FILE = 'portal-module.json';
/**
 * The chunk a remote's dashboard widgets load (`import(/* webpackChunkName: "dashboard" *\/ ...)`): its
 * files go into the publication as `dashboardScripts`, which the shell preloads on the dashboard while the
 * remote's entry is still on its way (docs/dashboard.md).
 */
export const DASHBOARD_CHUNK = 'dashboard';

/**
 * The JS files of the compilation's dashboard chunk, beside the manifest; empty without one.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} name
 */
export function dashboardScriptsOf(compilation, name) {
  return chunkScriptsOf(compilation, name, DASHBOARD_CHUNK);
}

/**
 * What loading the module runs first: the remote's entry (the container, an entry point named after the
 * remote) and the chunks of its exposed `./module`. The build lists them in the publication as
 * `entryScripts`, and the shell preloads them with the manifest instead of after it (docs/dashboard.md).
 */
export const EXPOSED_MODULE_CHUNK = '__federation_expose_module';

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} name
 */
export function entryScriptsOf(compilation, name) {
  const entry = compilation.entrypoints.get(name);
  if (!entry) return [];
  return [
    ...new Set([
      ...chunkScriptsOf(compilation, name, name),
      ...chunkScriptsOf(compilation, name, EXPOSED_MODULE_CHUNK),
    ]),
  ];
}

/**
 * The chunks a remote's texts come in, one per language (`import(/* webpackChunkName: "texts-fi-FI" *\/ ...)`,
 * the module's `languageMessages`): their files go into the publication as `languageScripts`, and the shell
 * preloads the page's language with the remote's entry (docs/module-federation.md).
 */
export const LANGUAGE_CHUNK_PREFIX = 'texts-';
const LANGUAGES = ['fi-FI', 'sv-FI', 'en-US'];

/**
 * `{ language: files }` for each language chunk the compilation has; undefined without any. A remote with
 * some languages' chunks but not all is a build error: the shell would fetch nothing for the others.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} name
 */
export function languageScriptsOf(compilation, name) {
  const scripts = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      chunkScriptsOf(compilation, name, `${LANGUAGE_CHUNK_PREFIX}${language}`),
    ]),
  );
  const present = LANGUAGES.filter((language) => scripts[language].length > 0);
  if (present.length === 0) return undefined;
  if (present.length < LANGUAGES.length)
    throw new Error(
      `${name}: text chunks for ${present.join(', ')} but not for ${LANGUAGES.filter((l) => !present.includes(l)).join(', ')}`,
    );
  return scripts;
}

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} name
 * @param {string} chunk
 */
function chunkScriptsOf(compilation, name, chunk) {
  const group = compilation.namedChunkGroups.get(chunk);
  if (!group) return [];
  const files = group.getFiles().filter((file) => file.endsWith('.js'));
  // the shell refuses a publication naming anything but a file beside its manifest
  const elsewhere = files.filter((file) => !/^[A-Za-z0-9_][\w.-]*\.js$/.test(file));
  if (elsewhere.length > 0)
    throw new Error(`${name}: the ${chunk} chunk's files are not beside the manifest: ${elsewhere}`);
  return files;
}

/**
 * Reads and checks what the build can check without the TypeScript rules: JSON, the module id the
 * remote's name promises, and a list of routes with endpoints.
 * @param {string} packageDir
 * @param {string} name the federation name, mf_<module id>
 */
export function readPublication(packageDir, name) {
  const file = join(packageDir, PUBLICATION_SOURCE);
  /** @type {any} */
  let publication;
  try {
    publication = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${name}: ${file} is missing or not JSON (${/** @type {Error} */ (error).message})`);
  }
  const id = name.replace(/^mf_/, '');
  if (publication?.id !== id) throw new Error(`${name}: ${file} has id '${publication?.id}', not '${id}'`);
  if (!Array.isArray(publication.routes) || publication.routes.some((r) => typeof r?.endpoint !== 'string'))
    throw new Error(`${name}: ${file} needs routes with endpoints`);
  return publication;
}

export class PortalManifestPlugin {
  /** @param {{ packageDir: string, name: string }} options */
  constructor({ packageDir, name }) {
    this.packageDir = packageDir;
    this.name = name;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const publication = readPublication(this.packageDir, this.name);
          compilation.fileDependencies.add(join(this.packageDir, PUBLICATION_SOURCE));
          const dashboardScripts = dashboardScriptsOf(compilation, this.name);
          const languageScripts = languageScriptsOf(compilation, this.name);
          const entryScripts = entryScriptsOf(compilation, this.name);
          const emitted = {
            ...publication,
            ...(entryScripts.length > 0 ? { entryScripts } : {}),
            ...(dashboardScripts.length > 0 ? { dashboardScripts } : {}),
            ...(languageScripts ? { languageScripts } : {}),
          };
          compilation.emitAsset(
            PUBLICATION_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(emitted, null, 2)}\n`),
          );
        },
      );
    });
  }
}
