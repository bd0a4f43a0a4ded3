// @ts-check
/**
 * The one rspack + Module Federation config factory for every bundle (the shell and each remote).
 * Decisions and measured figures: docs/module-federation.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { WORKSPACE_ROOT, collectUsedExports } from './usedExports.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { PortalManifestPlugin } from './portalManifest.mjs';
import { FIRST_LOAD_FILE, HostFirstLoadPlugin } from './hostFirstLoad.mjs';

export const FLUENT = '@fluentui/react-components';
// v7's one package holds data routers, server rendering and framework mode: the portal uses 11 exports
export const ROUTER = 'react-router-dom';
/**
 * The singletons shared tree-shaken to what the workspace imports, besides Fluent: the router (v7 holds data
 * routers, server rendering and framework mode), Redux Toolkit (5 of its exports: no listener middleware,
 * entity adapter or async thunks) and react-intl (4: no injectIntl, which brings react-is and
 * hoist-non-react-statics). Figures: docs/module-federation.md.
 */
export const TREE_SHAKEN = [ROUTER, '@reduxjs/toolkit', 'react-intl'];

/**
 * Every shared singleton. A subpath (`react-dom/client`, `react/jsx-runtime`) is shared only when it is
 * listed itself; `versionOf` names the package whose version range applies to it.
 * @type {ReadonlyArray<{ key: string, versionOf: string }>}
 */
export const SINGLETONS = [
  { key: 'react', versionOf: 'react' },
  { key: 'react/jsx-runtime', versionOf: 'react' },
  { key: 'react-dom', versionOf: 'react-dom' },
  { key: 'react-dom/client', versionOf: 'react-dom' },
  { key: ROUTER, versionOf: ROUTER },
  { key: 'react-redux', versionOf: 'react-redux' },
  { key: 'redux', versionOf: 'redux' },
  { key: 'redux-saga', versionOf: 'redux-saga' },
  { key: '@reduxjs/toolkit', versionOf: '@reduxjs/toolkit' },
  { key: 'react-intl', versionOf: 'react-intl' },
  { key: FLUENT, versionOf: FLUENT },
  // Fluent's style runtime: @fluentui/react-icons (not shared) imports it too, and without this key every
  // remote using icons bundled a second copy (about 6.4 KB gzip in the energy report; docs/first-load.md)
  { key: '@griffel/react', versionOf: '@griffel/react' },
  { key: '@portal/shared', versionOf: '@portal/shared' },
  // the form fields and yup schemas, apart from the barrel: a page without a form (the dashboard, the
  // energy report) loads neither them nor final-form, react-final-form and yup (docs/first-load.md)
  { key: '@portal/shared/form', versionOf: '@portal/shared' },
  // Fluent's tabs apart from its shared copy: only the pages with tabs fetch them, and the shell's build gives
  // them the internals of its Fluent copy (docs/module-federation.md)
  { key: '@portal/shared/tabs', versionOf: '@portal/shared' },
  // @portal/shared/form's fields (useField) must see the remote's <Form> context, and its
  // validateWithYup must recognise the remote's schema errors (instanceof ValidationError)
  { key: 'final-form', versionOf: 'final-form' },
  { key: 'react-final-form', versionOf: 'react-final-form' },
  { key: 'yup', versionOf: 'yup' },
];

const REACT_DOM = fileURLToPath(new URL('./reactDom.mjs', import.meta.url));

/** The keys of the UI runtime, which a remote never brings itself. */
export const RUNTIME_KEYS = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The version range a bundle requires of `pkg`: its own package.json first, then the shared
 * package's (which depends on every singleton). A workspace package requires `^<its version>`.
 * @param {string} packageDir
 * @param {string} pkg
 * @returns {string}
 */
export function requiredVersionOf(packageDir, pkg) {
  if (pkg === '@portal/shared') return `^${readJson(join(WORKSPACE_ROOT, 'shared', 'package.json')).version}`;
  for (const dir of [packageDir, join(WORKSPACE_ROOT, 'shared')]) {
    const manifest = readJson(join(dir, 'package.json'));
    const range = manifest.dependencies?.[pkg] ?? manifest.peerDependencies?.[pkg];
    // react and react-dom are preact/compat under their names (`npm:@preact/compat@^18.3.2`): its range
    if (typeof range === 'string' && !range.startsWith('workspace:')) return range.replace(/^npm:.+@/, '');
  }
  throw new Error(
    `${pkg}: no version range in ${join(packageDir, 'package.json')} nor in shared/package.json`,
  );
}

/**
 * The installed version of `pkg` as the bundle resolves it. Given explicitly because some packages
 * (react-final-form) resolve to a nested package.json without a version.
 * @param {string} packageDir
 * @param {string} pkg
 * @returns {string | undefined}
 */
export function installedVersionOf(packageDir, pkg) {
  for (const dir of [packageDir, join(WORKSPACE_ROOT, 'shared')]) {
    try {
      return readJson(join(dir, 'node_modules', pkg, 'package.json')).version;
    } catch {
      // not a dependency of this package: try the next
    }
  }
  return undefined;
}

/**
 * The Fluent UI exports every bundle provides and consumes: the union over the whole workspace's
 * sources, so a bundle's tree-shaken copy holds what any other bundle of the same build imports.
 * @returns {string[] | null} null: some file needs the whole library, so it is not tree-shaken
 */
export function fluentUsedExports() {
  // a measuring switch (docs/module-federation.md): FLUENT_TREE_SHAKING=off shares the whole library
  if (process.env.FLUENT_TREE_SHAKING === 'off') return null;
  return collectUsedExports({ packageName: FLUENT }).exports;
}

/**
 * The exports of `packageName` the workspace uses, for a tree-shaken shared copy (null: the whole package).
 * @param {string} packageName
 * @returns {string[] | null}
 */
export function treeShakenExports(packageName) {
  if (process.env.SHARED_TREE_SHAKING === 'off') return null;
  return collectUsedExports({ packageName }).exports;
}

/**
 * The `shared` option of every bundle. None is eager: the shell's entry is an async boundary
 * (`import('./bootstrap')`), so each singleton arrives as its own chunk when first imported, and
 * MF's runtime refuses eager together with tree-shaking.
 * @param {{ packageDir: string, usedExports?: string[] | null, treeShaken?: Record<string, string[] | null>, remote?: boolean }} options
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons({
  packageDir,
  usedExports = fluentUsedExports(),
  treeShaken = Object.fromEntries(TREE_SHAKEN.map((pkg) => [pkg, treeShakenExports(pkg)])),
  remote = false,
}) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const { key, versionOf } of SINGLETONS) {
    const version = versionOf === '@portal/shared' ? undefined : installedVersionOf(packageDir, versionOf);
    shared[key] = {
      singleton: true,
      eager: false,
      // a singleton with a mismatched version warns at run time instead of failing the load
      strictVersion: false,
      requiredVersion: requiredVersionOf(packageDir, versionOf),
      ...(version ? { version } : {}),
      // a remote always takes the host's runtime: react and react-dom are one preact/compat module (docs/preact.md),
      // and the host, which renders through react-dom/client, may not have loaded its react-dom key before a
      // remote asks, which then got its own copy: two Preact instances on one page
      ...(remote && RUNTIME_KEYS.has(key) ? { import: false } : {}),
      ...(!remote && key === 'react-dom' ? { import: REACT_DOM } : {}),
    };
  }
  if (usedExports)
    shared[FLUENT] = { ...shared[FLUENT], treeShaking: { mode: 'runtime-infer', usedExports } };
  for (const [key, exports] of Object.entries(treeShaken))
    if (exports)
      shared[key] = { ...shared[key], treeShaking: { mode: 'runtime-infer', usedExports: exports } };
  return shared;
}

/** @param {boolean} production */
function sourceRules(production) {
  /** @param {boolean} tsx */
  const swc = (tsx) => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  });
  return [
    { test: /\.ts$/, exclude: /node_modules/, use: [swc(false)], type: 'javascript/auto' },
    { test: /\.tsx$/, exclude: /node_modules/, use: [swc(true)], type: 'javascript/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
    // a library's stylesheet as text (`import css from 'ol/ol.css?raw'`), which the page hands to Griffel's
    // makeStaticStyles: its style element carries the page's nonce, so the CSP needs no inline exception
    { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
    // every catalogue arrives as react-intl's syntax trees, so no bundle parses a message (docs/languages.md)
    {
      test: /\.json$/,
      include: /[\\/]i18n[\\/]/,
      exclude: /node_modules/,
      type: 'json',
      use: [{ loader: MESSAGES_LOADER }],
    },
  ];
}

const MESSAGES_LOADER = fileURLToPath(new URL('./compileMessages.mjs', import.meta.url));

/**
 * react-intl without its ICU parser: what would call it gets a compiled message (the catalogues above, an
 * instance's texts compiled by the server). A string message that needs parsing then renders as written,
 * with react-intl's error in the console.
 */
function noMessageParserAlias() {
  const parser = dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser'));
  return { '@formatjs/icu-messageformat-parser$': join(parser, 'lib', 'no-parser.js') };
}

/** The folder of the shell's dist/ that holds the logged-out pages' entry (served at /public/). */
export const PAGE_FOLDER = 'public';

/**
 * One replacement plugin per stand-in: the build takes the stand-in wherever the source file is imported.
 * @param {string} name
 * @param {string} packageDir
 * @param {Record<string, string>} standIns
 */
function standInPlugins(name, packageDir, standIns) {
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // a renamed file would make its stand-in match nothing, and the real module would ship unnoticed
  for (const file of Object.entries(standIns).flat())
    if (!existsSync(resolve(packageDir, file)))
      throw new Error(`${name}: stand-in path ${file} does not exist`);
  return Object.entries(standIns).map(
    ([file, standIn]) =>
      new rspack.NormalModuleReplacementPlugin(
        new RegExp(`^${escape(resolve(packageDir, file))}$`),
        resolve(packageDir, standIn),
      ),
  );
}

/**
 * The federation plugin names the runtime's CommonJS builds (it resolves them with `require.resolve`), and
 * with them comes the whole SDK: node loading, manifest snapshots, every error text. Their ES module builds,
 * side by side in the same packages, let the bundler keep only what is called: each remote's entry 16.0 ->
 * 9.7 KB gzip, the host's 35.5 -> 30.2 KB (docs/module-federation.md). Every one of them, so that the page
 * holds one copy of the runtime, not a CommonJS and an ES module one.
 * @returns {Record<string, string>}
 */
function federationRuntimeAliases() {
  // found as the plugin finds them, through its own dependencies, not the bundle's
  let tools = createRequire(import.meta.url);
  for (const step of [
    '@module-federation/enhanced',
    '@module-federation/rspack',
    '@module-federation/runtime-tools',
  ])
    tools = createRequire(tools.resolve(step));
  const runtime = createRequire(tools.resolve('@module-federation/runtime'));
  /** @type {Array<[string, NodeJS.Require]>} */
  const packages = [
    ['@module-federation/webpack-bundler-runtime', tools],
    ['@module-federation/runtime', tools],
    ['@module-federation/runtime-core', runtime],
    ['@module-federation/sdk', runtime],
    ['@module-federation/error-codes', runtime],
  ];
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [name, from] of packages) {
    const commonJs = from.resolve(name);
    if (!commonJs.endsWith('.cjs')) continue;
    const esModule = ['.js', '.mjs'].map((ext) => commonJs.slice(0, -'.cjs'.length) + ext).find(existsSync);
    if (!esModule) continue;
    aliases[`${commonJs}$`] = esModule;
    aliases[`${name}$`] = esModule;
  }
  return aliases;
}

/**
 * @typedef {object} BundleOptions
 * @property {'host' | 'remote'} kind
 * @property {string} name the federation name: 'shell' for the host, 'mf_<module id>' for a remote
 * @property {string} packageDir absolute folder of the bundle's package
 * @property {string} [entry] the host's entry (an async boundary), e.g. './src/index.ts'
 * @property {Record<string, string>} [exposes] a remote's exposes: exactly { './module': ... }
 * @property {'production' | 'development'} [mode]
 * @property {string[] | null} [usedExports] Fluent UI exports to keep; default: scanned from the sources
 * @property {Record<string, string>} [standIns] source file -> the file built in its place (both relative to
 *   packageDir), as for a page (PageOptions)
 */

/**
 * @param {BundleOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createBundleConfig({
  kind,
  name,
  packageDir,
  entry,
  exposes,
  mode = process.env.NODE_ENV === 'development' ? 'development' : 'production',
  usedExports = fluentUsedExports(),
  standIns = {},
}) {
  const isHost = kind === 'host';
  if (isHost && !entry) throw new Error(`${name}: a host needs an entry`);
  if (!isHost) {
    if (!/^mf_[a-z][a-z0-9]*$/.test(name)) throw new Error(`${name}: a remote is named mf_<module id>`);
    const keys = Object.keys(exposes ?? {});
    if (keys.length !== 1 || keys[0] !== './module')
      throw new Error(`${name}: a remote exposes './module' only`);
  }
  const production = mode === 'production';
  const pageDir = resolve(packageDir, 'dist', PAGE_FOLDER);

  return {
    name,
    mode,
    context: packageDir,
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    // a remote has no page of its own: its container entry is added by the federation plugin
    entry: isHost ? { main: /** @type {string} */ (entry) } : {},
    output: {
      path: resolve(packageDir, 'dist'),
      // the host's index.html is served at every /{instance}/{language}/... path
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // the logged-out pages' entry is built into dist/public/ by its own compilation (createPageConfig)
      clean: isHost ? { keep: (/** @type {string} */ file) => file.startsWith(pageDir) } : true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // a remote's entry only: the host's runtime is the page's, imported as CommonJS by the plugin that
      // provides it to the remotes, and an ES module copy beside it would be a second runtime
      // the federation runtime's ES module builds (tree-shaken) in place of the CommonJS ones
      alias: { ...federationRuntimeAliases(), ...noMessageParserAlias() },
    },
    module: {
      rules: [
        ...sourceRules(production),
        // no module of @portal/shared acts on import: a subpath's unused parts stay out, e.g. the energy
        // report's DateField without DateTimeField and its react-final-form (docs/first-load.md); the
        // shared singletons themselves are provided whole
        { include: join(WORKSPACE_ROOT, 'shared', 'src'), sideEffects: false },
      ],
    },
    plugins: [
      ...standInPlugins(name, packageDir, standIns),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        // no build-time remotes: the shell registers them from instance.json at run time
        remotes: {},
        shared: sharedSingletons({ packageDir, usedExports, remote: !isHost }),
        // the default loads every remote entry at start-up, so one dead remote would break the host
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // one federation runtime for the page: the shell provides it, each remote entry uses it instead
        // of carrying its own copy (about 30 KB gzip a remote; docs/module-federation.md)
        // the host runs in the browser only: the runtime's node loading paths are compiled out (-2 KB gzip)
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : {
              externalRuntime: true,
              // a remote loads no other remote and runs only in the browser: the bundler runtime's remote
              // loading and node paths are compiled out (docs/dashboard.md, "JS beyond the shell")
              optimization: { disableRemote: true, target: 'web' },
            },
      }),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({ template: join(packageDir, 'public', 'index.html') }),
            // the scripts of its first page, which the logged-out pages prefetch (docs/first-load.md)
            new HostFirstLoadPlugin(),
          ]
        : [new PortalManifestPlugin({ packageDir, name })]),
      // .br and .gz next to each file, served by Accept-Encoding (docs/first-load.md)
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    ...(isHost ? { optimization: { splitChunks: { cacheGroups: HOST_CACHE_GROUPS } } } : {}),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Libraries the host's first load reaches from two shared modules at once, each one chunk of its own. Under
 * splitChunks' 20 KB minimum, a module two async chunks import is copied into both: Preact's core came in the
 * `react` and the `react/jsx-runtime` chunks, redux-saga's effects in the saga's and the sagas' chunks
 * (docs/first-load.md). Every one of these chunks is in the logged-in first load anyway.
 */
const HOST_CACHE_GROUPS = {
  preact: {
    test: /[\\/]node_modules[\\/](preact|@preact[\\/]compat)[\\/]/,
    name: 'preact',
    chunks: 'all',
    enforce: true,
  },
  // Fluent's provider imports @griffel/core itself, beside the @griffel/react singleton that wraps it
  griffel: {
    test: /[\\/]node_modules[\\/](@griffel[\\/][^\\/]+|@emotion[\\/]hash|stylis|rtl-css-js)[\\/]/,
    name: 'griffel',
    chunks: 'all',
    enforce: true,
  },
  // the icons' common code: every icon chunk imports it
  iconsCore: {
    test: /[\\/]@fluentui[\\/]react-icons[\\/]lib[\\/](core|utils|contexts)[\\/]/,
    name: 'icons-core',
    chunks: 'all',
    enforce: true,
  },
  // with Babel's helpers, which redux-saga brings and one other first-load module uses
  reduxSaga: {
    test: /[\\/]node_modules[\\/](redux-saga|@redux-saga[\\/][^\\/]+|@babel[\\/]runtime)[\\/]/,
    name: 'redux-saga',
    chunks: 'all',
    enforce: true,
  },
};

/**
 * @typedef {object} PageOptions
 * @property {string} name
 * @property {string} packageDir
 * @property {string} entry
 * @property {string} [earlyEntry] a small script the page runs before `entry` (its own bundle, sharing no
 *   module with it): what should start while the entry is still being downloaded
 * @property {Record<string, string>} [standIns] source file -> the file built in its place (both relative
 *   to packageDir): what the page must not pull in (the federation runtime, logged-in-only parts)
 * @property {'production' | 'development'} [mode]
 * @property {{ name: string, html: string }} [prefetchHost] the host compilation (built first) and its
 *   index.html relative to packageDir: its script(s) and the host's first-load scripts (`first-load.json`
 *   next to it, HostFirstLoadPlugin) are listed in `host-entry.json` next to the page, which the page
 *   prefetches when idle, for the page after login
 */

/** The file the page reads to prefetch the host's first load (shell/src/public/prefetchHost.ts). */
export const HOST_ENTRY_FILE = 'host-entry.json';

/**
 * The `src` of every `<script>` of a built HTML page, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function hostEntryScripts(html) {
  return [...html.matchAll(/<script\b[^>]*?\ssrc="([^"]+)"[^>]*>/g)].map((match) => match[1]);
}

/**
 * The scripts the host's first page loads, in order: its index.html's, then the host's FIRST_LOAD_FILE
 * (its async boundary and the shared modules they consume), without repeats.
 * @param {string} html the host's built index.html
 * @param {unknown} firstLoad the parsed FIRST_LOAD_FILE, or undefined when missing
 * @returns {string[]}
 */
export function hostFirstScripts(html, firstLoad) {
  const listed =
    typeof firstLoad === 'object' &&
    firstLoad !== null &&
    Array.isArray(/** @type {any} */ (firstLoad).scripts)
      ? /** @type {unknown[]} */ (/** @type {any} */ (firstLoad).scripts).filter(
          (src) => typeof src === 'string',
        )
      : [];
  return [...new Set([...hostEntryScripts(html), ...listed])];
}

/**
 * Writes HOST_ENTRY_FILE from the host's built index.html and its FIRST_LOAD_FILE next to it (missing:
 * what there is, and a warning).
 */
class HostEntryPlugin {
  /** @param {string} htmlFile */
  constructor(htmlFile) {
    this.htmlFile = htmlFile;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostEntryPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          let html = '';
          try {
            html = readFileSync(this.htmlFile, 'utf8');
          } catch {
            compilation.warnings.push(
              new rspack.WebpackError(`${this.htmlFile} is missing: ${HOST_ENTRY_FILE} lists no script`),
            );
          }
          const firstLoadFile = join(dirname(this.htmlFile), FIRST_LOAD_FILE);
          /** @type {unknown} */
          let firstLoad;
          try {
            firstLoad = JSON.parse(readFileSync(firstLoadFile, 'utf8'));
          } catch {
            compilation.warnings.push(
              new rspack.WebpackError(`${firstLoadFile} is missing: ${HOST_ENTRY_FILE} lists the entry only`),
            );
          }
          const scripts = hostFirstScripts(html, firstLoad);
          compilation.emitAsset(
            HOST_ENTRY_FILE,
            new rspack.sources.RawSource(`${JSON.stringify({ scripts })}\n`),
          );
        },
      );
    });
  }
}

/**
 * A plain page without Module Federation, built into `dist/public/` of the host: the logged-out pages
 * (docs/first-load.md). No shared singletons, so rspack tree-shakes Fluent, react-router, Redux, ...
 * as in any application; it loads no remote, so its size does not grow with the remotes.
 * @param {PageOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createPageConfig({
  name,
  packageDir,
  entry,
  earlyEntry,
  standIns = {},
  prefetchHost,
  mode = process.env.NODE_ENV === 'development' ? 'development' : 'production',
}) {
  const production = mode === 'production';
  return {
    name,
    // the host's index.html must exist before this page lists its scripts
    ...(prefetchHost ? { dependencies: [prefetchHost.name] } : {}),
    mode,
    context: packageDir,
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    // the page's scripts are deferred and run in this order, each as soon as it has arrived
    entry: earlyEntry ? { early: earlyEntry, main: entry } : { main: entry },
    output: {
      path: resolve(packageDir, 'dist', PAGE_FOLDER),
      publicPath: `/${PAGE_FOLDER}/`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: noMessageParserAlias() },
    module: {
      rules: [
        ...sourceRules(production),
        // no module of @portal/shared acts on import, so its barrel's unused parts (validateWithYup and
        // yup with it, the form fields, ...) stay out; a remote still gets the whole shared singleton
        { include: join(WORKSPACE_ROOT, 'shared', 'src'), sideEffects: false },
        // an import a stand-in does not export fails the build instead of shipping undefined
        { include: join(packageDir, 'src'), parser: { exportsPresence: 'error' } },
      ],
    },
    plugins: [
      ...standInPlugins(name, packageDir, standIns),
      new rspack.HtmlRspackPlugin({ template: join(packageDir, 'public', 'index.html') }),
      ...(prefetchHost ? [new HostEntryPlugin(resolve(packageDir, prefetchHost.html))] : []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
