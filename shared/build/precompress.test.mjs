// Run with: node --test shared/build
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { PrecompressPlugin, compressedCopies } from './precompress.mjs';

test('the copies decode to the content; a copy that is not smaller is left out', async () => {
  const content = Buffer.from(`export const text = ${JSON.stringify('kWh '.repeat(500))};`);
  const copies = await compressedCopies(content);
  assert.deepEqual(
    copies.map((c) => c.extension),
    ['.br', '.gz'],
  );
  assert.equal(brotliDecompressSync(copies[0].body).toString(), content.toString());
  assert.equal(gunzipSync(copies[1].body).toString(), content.toString());
  assert.deepEqual(await compressedCopies(Buffer.from('x')), []);
});

test('a build writes .br and .gz next to each emitted JS file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  writeFileSync(join(dir, 'entry.js'), `console.log(${JSON.stringify('energy '.repeat(400))});`);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist'), filename: 'main.js' },
    plugins: [new PrecompressPlugin()],
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : compiler.close(resolve),
    ),
  );
  const dist = join(dir, 'dist');
  assert.deepEqual(readdirSync(dist).sort(), ['main.js', 'main.js.br', 'main.js.gz']);
  const js = readFileSync(join(dist, 'main.js'));
  assert.deepEqual(brotliDecompressSync(readFileSync(join(dist, 'main.js.br'))), js);
  assert.deepEqual(gunzipSync(readFileSync(join(dist, 'main.js.gz'))), js);
});
