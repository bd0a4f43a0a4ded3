// @ts-check
/**
 * Which exports of a shared library the workspace's sources import, found at build time.
 *
 * Module Federation's shared tree-shaking keeps only the listed exports in the shared copy that a
 * bundle provides. The list is the union over every bundle's sources (shell, shared, every remote),
 * and every bundle is built with the same list, so the copy the shell provides always holds what a
 * remote built from the same commit needs (see docs/module-federation.md).
 *
 * Run directly to print the list: `node shared/build/usedExports.mjs [package]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The workspace root: this file is `<root>/shared/build/usedExports.mjs`. */
export const WORKSPACE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const SOURCE_FILE = /\.(?:ts|tsx|mts|js|jsx|mjs)$/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'tests', 'testing', '__tests__', '__mocks__']);

/**
 * The source folders of every bundle: `shell/src`, `shared/src` and each `mf-*` remote's `src`.
 * @param {string} root
 * @returns {string[]}
 */
export function workspaceSourceDirs(root = WORKSPACE_ROOT) {
  const remotes = readdirSync(root)
    .filter((entry) => entry.startsWith('mf-'))
    .sort();
  return ['shell', 'shared', ...remotes]
    .map((pkg) => join(root, pkg, 'src'))
    .filter((dir) => isDirectory(dir));
}

/** @param {string} path */
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
export function listSourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...listSourceFiles(path));
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/**
 * @typedef {object} FileImports
 * @property {string[]} names value exports imported by name (type-only imports left out)
 * @property {boolean} whole the file needs the whole module (namespace import, `export *`, dynamic import)
 */

/**
 * The value exports of `packageName` that one source text imports or re-exports.
 * @param {string} fileName used to pick the TS or TSX grammar
 * @param {string} text
 * @param {string} packageName
 * @returns {FileImports}
 */
export function importedNames(fileName, text, packageName) {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Set<string>} */
  const names = new Set();
  let whole = false;

  /** @param {ts.Node | undefined} node */
  const isPackage = (node) => node !== undefined && ts.isStringLiteral(node) && node.text === packageName;

  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && isPackage(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) whole = true;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
        }
      }
      return;
    }
    if (ts.isExportDeclaration(node) && isPackage(node.moduleSpecifier)) {
      if (!node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) whole = true;
        else
          for (const element of clause.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
      }
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      isPackage(node.arguments[0])
    ) {
      whole = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names: [...names], whole };
}

/**
 * @typedef {object} UsedExports
 * @property {string[] | null} exports sorted union of the imported names; null when some file needs the whole module
 * @property {string[]} files the files (relative to the root) that import the package
 * @property {string[]} wholeModuleFiles files that need the whole module
 */

/**
 * The union of the exports of `packageName` imported by every workspace source file (tests excluded).
 * @param {{ packageName: string, root?: string, dirs?: string[] }} options
 * @returns {UsedExports}
 */
export function collectUsedExports({ packageName, root = WORKSPACE_ROOT, dirs = workspaceSourceDirs(root) }) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const wholeModuleFiles = [];
  for (const dir of dirs) {
    for (const file of listSourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(packageName)) continue;
      const found = importedNames(file, text, packageName);
      if (found.names.length === 0 && !found.whole) continue;
      const name = relative(root, file);
      files.push(name);
      if (found.whole) wholeModuleFiles.push(name);
      for (const exported of found.names) names.add(exported);
    }
  }
  return {
    exports: wholeModuleFiles.length > 0 ? null : [...names].sort(),
    files: files.sort(),
    wholeModuleFiles: wholeModuleFiles.sort(),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packageName = process.argv[2] ?? '@fluentui/react-components';
  const result = collectUsedExports({ packageName });
  console.log(JSON.stringify(result, null, 2));
}
