// @ts-check
// The files of the logged-out page's named chunks (the language catalogues, the dark theme), written into
// its folder as preloads.json. The server reads it to name, in the page's answer, the chunks that page's
// boot will ask for, so they arrive with the entry instead of after it has run (docs/first-load.md).
import { rspack } from '@rspack/core';

export const PAGE_PRELOADS_FILE = 'preloads.json';

export class PagePreloadsPlugin {
  /** @param {{ chunks: string[] }} options the chunk names to list; a name the build lacks fails it */
  constructor({ chunks }) {
    this.chunks = chunks;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PagePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PagePreloadsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          /** @type {Record<string, string[]>} */
          const chunks = {};
          for (const name of this.chunks) {
            const group = compilation.namedChunkGroups.get(name);
            // a renamed chunk would silently lose its preload
            if (!group) throw new Error(`${PAGE_PRELOADS_FILE}: the build has no chunk named ${name}`);
            chunks[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js'))
              .map((file) => publicPath + file);
          }
          compilation.emitAsset(
            PAGE_PRELOADS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify({ chunks }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
