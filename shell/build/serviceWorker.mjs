import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';

/** The text the worker's source parses as its build (shell/src/pwa/sw.ts). */
export const PRECACHE_TOKEN = '__PORTAL_PRECACHE__';
const WORKER_FILE = 'sw.js';

/**
 * The shell's files the worker saves on install: the host's scripts at the top of dist/ (the logged-out
 * pages' lean entry in dist/public/ is not needed offline: the host's page opens every route), and a
 * version from their names and the page, so a new build is a new worker and a new cache.
 * @param {string} distDir
 */
export function shellPrecache(distDir) {
  const files = readdirSync(distDir)
    .filter((name) => name.endsWith('.js') && name !== WORKER_FILE)
    .sort()
    .map((name) => `/${name}`);
  const hash = createHash('sha256');
  hash.update(files.join('\n'));
  hash.update(readFileSync(join(distDir, 'index.html')));
  return { version: hash.digest('hex').slice(0, 12), files };
}

/** Writes the host's file list into the built worker, after minification. */
class PrecacheListPlugin {
  /** @param {string} distDir */
  constructor(distDir) {
    this.distDir = distDir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecacheListPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const asset = compilation.getAsset(WORKER_FILE);
          if (!asset) return;
          const source = asset.source.source().toString();
          if (!source.includes(PRECACHE_TOKEN)) {
            compilation.errors.push(new rspack.WebpackError(`${WORKER_FILE}: ${PRECACHE_TOKEN} not found`));
            return;
          }
          // a JSON text inside the source's string literal: escaped as a JSON string, less its quotes
          const literal = JSON.stringify(JSON.stringify(shellPrecache(this.distDir))).slice(1, -1);
          compilation.updateAsset(
            WORKER_FILE,
            new rspack.sources.RawSource(source.replace(PRECACHE_TOKEN, literal)),
          );
        },
      );
    });
  }
}

/**
 * The service worker's build: after the host's (it lists the host's files), into the host's dist/ as
 * `sw.js` (a fixed name: the browser checks that address for updates).
 * @param {{ packageDir: string, after: string[] }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createWorkerConfig({ packageDir, after }) {
  const production = process.env.NODE_ENV !== 'development';
  const distDir = resolve(packageDir, 'dist');
  return {
    name: 'shell_sw',
    dependencies: after,
    mode: production ? 'production' : 'development',
    context: packageDir,
    target: ['webworker', 'es2022'],
    devtool: false,
    entry: { sw: './src/pwa/sw.ts' },
    output: { path: distDir, filename: WORKER_FILE, clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          type: 'javascript/auto',
          use: [
            {
              loader: 'builtin:swc-loader',
              options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
            },
          ],
        },
      ],
    },
    // workbox logs its routing in development builds only
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new PrecacheListPlugin(distDir),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
