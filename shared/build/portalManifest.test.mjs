// Run with: node --test shared/build
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { rspack } from '@rspack/core';
import { PortalManifestPlugin, readPublication } from './portalManifest.mjs';

const publication = {
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', roles: ['ROLE_USER'] }],
};

function remoteDir(content) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-manifest-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'src', 'module.json'),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
  writeFileSync(join(dir, 'src', 'index.js'), 'export default 1;\n');
  return dir;
}

test('the build emits src/module.json as dist/portal-module.json', async () => {
  const dir = remoteDir(publication);
  const compiler = rspack({
    context: dir,
    mode: 'development',
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    plugins: [new PortalManifestPlugin({ packageDir: dir, name: 'mf_notes' })],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const emitted = join(dir, 'dist', 'portal-module.json');
  assert.ok(existsSync(emitted));
  assert.deepEqual(JSON.parse(readFileSync(emitted, 'utf8')), publication);
});

/** A production build of `src/<entry>` with the plugin; the emitted publication and the output folder. */
async function buildRemote(dir, entry, { entryName } = {}) {
  const out = join(dir, `dist-${entry}`);
  const compiler = rspack({
    context: dir,
    mode: 'production',
    // the federation plugin names the container's entry after the remote
    entry: entryName ? { [entryName]: `./src/${entry}` } : `./src/${entry}`,
    output: {
      path: out,
      ...(entryName ? { filename: 'remoteEntry.js' } : {}),
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: [new PortalManifestPlugin({ packageDir: dir, name: 'mf_notes' })],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return { out, emitted: JSON.parse(readFileSync(join(out, 'portal-module.json'), 'utf8')) };
}

test("the dashboard chunk's files go into the publication as dashboardScripts; without one, none", async () => {
  const dir = remoteDir(publication);
  writeFileSync(join(dir, 'src', 'widgets.js'), 'export const widget = "w";\n');
  writeFileSync(
    join(dir, 'src', 'index.js'),
    'import(/* webpackChunkName: "dashboard" */ "./widgets.js").then((m) => console.log(m.widget));\n',
  );
  const withChunk = await buildRemote(dir, 'index.js');
  assert.equal(withChunk.emitted.dashboardScripts.length, 1);
  assert.match(withChunk.emitted.dashboardScripts[0], /^dashboard\.[0-9a-f]{8}\.js$/);
  assert.ok(existsSync(join(withChunk.out, withChunk.emitted.dashboardScripts[0])));
  assert.deepEqual(
    { ...withChunk.emitted, dashboardScripts: undefined },
    { ...publication, dashboardScripts: undefined },
  );
  writeFileSync(join(dir, 'src', 'plain.js'), 'export default 1;\n');
  const without = await buildRemote(dir, 'plain.js');
  assert.deepEqual(without.emitted, publication);
});

test('a publication for another module id, or without routes, or not JSON, fails the build', () => {
  assert.throws(() => readPublication(remoteDir(publication), 'mf_reports'), /has id 'notes', not 'reports'/);
  assert.throws(() => readPublication(remoteDir({ id: 'notes' }), 'mf_notes'), /needs routes/);
  assert.throws(() => readPublication(remoteDir('{ nope'), 'mf_notes'), /not JSON/);
});

test("each language's text chunk goes into the publication as languageScripts; some languages but not all fail the build", async () => {
  const dir = remoteDir(publication);
  const languages = ['fi-FI', 'sv-FI', 'en-US'];
  for (const language of languages)
    writeFileSync(join(dir, 'src', `${language}.js`), `export default { 'notes.hello': '${language}' };\n`);
  const load = (language) =>
    `import(/* webpackChunkName: "texts-${language}" */ "./${language}.js").then((m) => console.log(m.default));\n`;
  writeFileSync(join(dir, 'src', 'all.js'), languages.map(load).join(''));
  const { out, emitted } = await buildRemote(dir, 'all.js');
  assert.deepEqual(Object.keys(emitted.languageScripts), languages);
  for (const language of languages) {
    assert.equal(emitted.languageScripts[language].length, 1);
    const [file] = emitted.languageScripts[language];
    assert.match(file, new RegExp(`^texts-${language}\\.[0-9a-f]{8}\\.js$`));
    assert.match(readFileSync(join(out, file), 'utf8'), new RegExp(`'${language}'|"${language}"`));
  }
  assert.deepEqual(
    { ...emitted, languageScripts: undefined },
    { ...publication, languageScripts: undefined },
  );

  writeFileSync(join(dir, 'src', 'some.js'), languages.slice(0, 2).map(load).join(''));
  await assert.rejects(buildRemote(dir, 'some.js'), /text chunks for fi-FI, sv-FI but not for en-US/);
});

test("the remote's entry and its exposed module's chunks go into the publication as entryScripts", async () => {
  const dir = remoteDir(publication);
  writeFileSync(join(dir, 'src', 'module.js'), 'export default { id: "notes" };\n');
  writeFileSync(
    join(dir, 'src', 'container.js'),
    'import(/* webpackChunkName: "__federation_expose_module" */ "./module.js").then((m) => console.log(m));\n',
  );
  const { out, emitted } = await buildRemote(dir, 'container.js', { entryName: 'mf_notes' });
  assert.equal(emitted.entryScripts.length, 2);
  assert.equal(emitted.entryScripts[0], 'remoteEntry.js');
  assert.match(emitted.entryScripts[1], /^__federation_expose_module\.[0-9a-f]{8}\.js$/);
  for (const file of emitted.entryScripts) assert.ok(existsSync(join(out, file)));
});
