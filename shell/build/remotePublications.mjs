// @ts-check
// The publications of the remotes built from this workspace, written into the shell's dist/ as
// remote-publications.json. The server answers page addresses from it, and the shell falls back on it
// for a remote whose own portal-module.json cannot be fetched, so a page exists whether or not its
// remote's files happen to be reachable at that moment (docs/module-federation.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { PUBLICATION_SOURCE, readPublication } from '@portal/shared/build/portalManifest.mjs';
import { WORKSPACE_ROOT } from '@portal/shared/build/usedExports.mjs';

export const REMOTE_PUBLICATIONS_FILE = 'remote-publications.json';

/**
 * Every `mf-*` package's publication, by module id, each checked as the remote's own build checks it.
 * @param {string} [workspaceRoot]
 * @returns {{ files: string[], record: { modules: Record<string, unknown> } }}
 */
export function workspacePublications(workspaceRoot = WORKSPACE_ROOT) {
  /** @type {Record<string, unknown>} */
  const modules = {};
  const files = [];
  const packages = readdirSync(workspaceRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => join(workspaceRoot, entry.name))
    .filter((dir) => existsSync(join(dir, PUBLICATION_SOURCE)))
    .sort();
  for (const packageDir of packages) {
    const file = join(packageDir, PUBLICATION_SOURCE);
    const { id } = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof id !== 'string' || id in modules) throw new Error(`${file}: a missing or repeated module id`);
    modules[id] = readPublication(packageDir, `mf_${id}`);
    files.push(file);
  }
  return { files, record: { modules } };
}

export class RemotePublicationsPlugin {
  /** @param {{ workspaceRoot?: string }} [options] */
  constructor({ workspaceRoot = WORKSPACE_ROOT } = {}) {
    this.workspaceRoot = workspaceRoot;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotePublicationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotePublicationsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { files, record } = workspacePublications(this.workspaceRoot);
          for (const file of files) compilation.fileDependencies.add(file);
          compilation.emitAsset(
            REMOTE_PUBLICATIONS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`),
          );
        },
      );
    });
  }
}
