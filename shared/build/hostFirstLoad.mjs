// @ts-check
/**
 * The scripts the federation host loads before its first page draws, found in its chunk graph: the entry,
 * the async boundary's chunks (`import('./bootstrap')`), and the shared modules those chunks consume (a
 * chunk's consumes are fetched with it), transitively. Not the `import()` of a lazy page or part: those
 * come when shown. The host writes the list as `first-load.json`; the logged-out pages prefetch it when idle
 * (`host-entry.json`, createPageConfig), so the page after login finds them in the cache
 * (docs/first-load.md).
 */
import { rspack } from '@rspack/core';

/** The host's list, next to its index.html. */
export const FIRST_LOAD_FILE = 'first-load.json';

/**
 * @typedef {object} GraphModule
 * @property {string} type e.g. 'javascript/auto', 'consume-shared-module', 'provide-module'
 * @property {() => string} identifier e.g. 'consume shared module (default) react@^19.2.0 (strict) ...'
 * @property {ReadonlyArray<unknown>} blocks its async blocks (an `import()`, a shared module's factory)
 * @property {ReadonlyArray<GraphModule>} [modules] a concatenated module's inner modules
 */

/**
 * @typedef {object} GraphChunk
 * @property {Iterable<string>} files
 */

/**
 * @typedef {object} ChunkGraphView
 * @property {(chunk: GraphChunk) => Iterable<GraphModule>} modulesOf
 * @property {(chunk: GraphChunk) => Iterable<GraphModule>} entryModulesOf
 * @property {(block: unknown) => ReadonlyArray<GraphChunk> | undefined} chunksOf the chunks of the block's group
 */

/**
 * The share scope and key of a provide- or consume-shared module, from its identifier
 * ('provide shared module (default) @portal/shared/form@0.1.0 = /...' -> 'default:@portal/shared/form').
 * @param {string} identifier
 * @returns {string | undefined}
 */
export function shareKeyOf(identifier) {
  const match = /^(?:provide|consume) shared module \(([^)]*)\) (\S+)/.exec(identifier);
  if (!match) return undefined;
  const [, scope, keyAtVersion] = /** @type {[string, string, string]} */ (match);
  const at = keyAtVersion.lastIndexOf('@');
  return `${scope}:${at > 0 ? keyAtVersion.slice(0, at) : keyAtVersion}`;
}

/**
 * The files of the first load, in the order found (entry first).
 * @param {ReadonlyArray<GraphChunk>} entryChunks
 * @param {ChunkGraphView} graph
 * @returns {string[]}
 */
export function firstLoadFiles(entryChunks, graph) {
  return scriptsOf(firstLoadChunks(entryChunks, graph));
}

/** @param {ReadonlyArray<GraphChunk>} chunks @returns {string[]} their scripts, each once */
const scriptsOf = (chunks) => [
  ...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))),
];

/**
 * The chunks of the first load, in the order found (entry first).
 * @param {ReadonlyArray<GraphChunk>} entryChunks
 * @param {ChunkGraphView} graph
 * @returns {GraphChunk[]}
 */
export function firstLoadChunks(entryChunks, graph) {
  /** @type {Set<GraphChunk>} */
  const seen = new Set();
  /** @type {GraphChunk[]} */
  const queue = [];
  const add = (/** @type {ReadonlyArray<GraphChunk> | undefined} */ chunks) => {
    for (const chunk of chunks ?? [])
      if (!seen.has(chunk)) {
        seen.add(chunk);
        queue.push(chunk);
      }
  };
  // what the host offers to the share scope: at run time a consumed module comes from its provider's
  // chunks (the host's own copy), not from the consuming module's fallback
  /** @type {Map<string, GraphModule>} */
  const providers = new Map();
  for (const chunk of entryChunks)
    for (const module of graph.modulesOf(chunk))
      if (module.type === 'provide-module') {
        const key = shareKeyOf(module.identifier());
        if (key) providers.set(key, module);
      }
  add(entryChunks);
  // the entry's own import(): the async boundary (its provide-modules are offers, not loads)
  for (const chunk of entryChunks)
    for (const module of graph.entryModulesOf(chunk))
      for (const block of module.blocks) add(graph.chunksOf(block));
  // then what every loaded chunk consumes from the share scope, and what those consume
  for (let i = 0; i < queue.length; i++)
    for (const module of graph.modulesOf(/** @type {GraphChunk} */ (queue[i])))
      if (module.type === 'consume-shared-module') {
        const key = shareKeyOf(module.identifier());
        const provider = key ? providers.get(key) : undefined;
        for (const block of (provider ?? module).blocks) add(graph.chunksOf(block));
      }
  return [...seen];
}

/**
 * The modules that more than one first-load file carries: their bytes come twice on every logged-in page
 * (splitChunks copies a small module into each async chunk that imports it; HOST_CACHE_GROUPS in
 * federation.mjs). A module concatenated into another counts by its inner modules.
 * @param {ReadonlyArray<GraphChunk>} chunks the first load's chunks
 * @param {(chunk: GraphChunk) => Iterable<GraphModule>} modulesOf
 * @returns {string[]} the identifiers, each once
 */
export function modulesInSeveralChunks(chunks, modulesOf) {
  /** @type {Map<string, number>} */
  const count = new Map();
  /** @param {GraphModule} module @returns {GraphModule[]} */
  const leaves = (module) => (module.modules?.length ? module.modules.flatMap(leaves) : [module]);
  for (const chunk of chunks) {
    const inChunk = new Set();
    for (const module of modulesOf(chunk))
      for (const leaf of leaves(module))
        if (leaf.type.startsWith('javascript/')) inChunk.add(leaf.identifier());
    for (const id of inChunk) count.set(id, (count.get(id) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n > 1).map(([id]) => id);
}

/** Emits FIRST_LOAD_FILE ({ scripts: ['/main.1234abcd.js', ...] }) for the host's `main` entry. */
export class HostFirstLoadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const name = compiler.options.name;
    compiler.hooks.thisCompilation.tap('HostFirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostFirstLoadPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // the federation plugin's builds of shared fallbacks are compilations of their own: not the host
          const entry = compilation.entrypoints.get('main');
          if (!entry || compilation.compiler.options.name !== name) return;
          const { chunkGraph } = compilation;
          const chunks = firstLoadChunks(entry.chunks, {
            modulesOf: (chunk) =>
              chunkGraph.getChunkModules(/** @type {import('@rspack/core').Chunk} */ (chunk)),
            entryModulesOf: (chunk) =>
              chunkGraph.getChunkEntryModulesIterable(/** @type {import('@rspack/core').Chunk} */ (chunk)),
            chunksOf: (block) =>
              chunkGraph.getBlockChunkGroup(
                /** @type {Parameters<typeof chunkGraph.getBlockChunkGroup>[0]} */ (block),
              )?.chunks,
          });
          const modulesOf = (/** @type {GraphChunk} */ chunk) =>
            chunkGraph.getChunkModules(/** @type {import('@rspack/core').Chunk} */ (chunk));
          const twice = modulesInSeveralChunks(chunks, modulesOf);
          if (twice.length > 0)
            compilation.errors.push(
              new rspack.WebpackError(
                `${name}: ${twice.length} module(s) in more than one first-load file (add a cache group in ` +
                  `federation.mjs): ${twice.slice(0, 5).join(', ')}`,
              ),
            );
          const files = scriptsOf(chunks);
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          compilation.emitAsset(
            FIRST_LOAD_FILE,
            new rspack.sources.RawSource(
              `${JSON.stringify({ scripts: files.map((file) => `${publicPath}${file}`) })}\n`,
            ),
          );
        },
      );
    });
  }
}
