// @ts-check
/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every emitted JS, CSS, HTML and JSON
 * file, so the server answers by Accept-Encoding from disk (server/src/plugins/static.ts) instead of
 * compressing each request. Hand-written on zlib rather than compression-webpack-plugin: that plugin
 * relies on webpack's cache API, which rspack only partly implements. docs/first-load.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** the text formats worth compressing (images and fonts are compressed already) */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * The compressed copies of one file's content; a copy that would not be smaller is left out.
 * @param {Buffer} content
 * @returns {Promise<Array<{ extension: '.br' | '.gz', body: Buffer }>>}
 */
export async function compressedCopies(content) {
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  return [
    { extension: /** @type {const} */ ('.br'), body: br },
    { extension: /** @type {const} */ ('.gz'), body: gzipped },
  ].filter((copy) => copy.body.length < content.length);
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    // after emit: the HTML page and mf-manifest.json are written by other plugins late in the build
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(outputPath, name);
          for (const { extension, body } of await compressedCopies(await readFile(file))) {
            await writeFile(file + extension, body);
          }
        }),
      );
    });
  }
}
