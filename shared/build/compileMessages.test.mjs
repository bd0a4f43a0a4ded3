import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { createIntl } from 'react-intl';
import messagesLoader, { compileMessages } from './compileMessages.mjs';
import { WORKSPACE_ROOT } from './usedExports.mjs';

/** Every catalogue the builds compile: the JSON files under an i18n folder of a package's src. */
function catalogues() {
  const found = [];
  const walk = (dir, inI18n) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file, inI18n || entry.name === 'i18n');
      else if (inI18n && entry.name.endsWith('.json')) found.push(file);
    }
  };
  for (const pkg of readdirSync(WORKSPACE_ROOT)) {
    try {
      walk(join(WORKSPACE_ROOT, pkg, 'src'), false);
    } catch {
      // not a package with sources
    }
  }
  return found;
}

describe('compileMessages', () => {
  it('formats every message of every catalogue as the text itself would be formatted', () => {
    const files = catalogues();
    assert.ok(files.length > 50, `found ${files.length} catalogues`);
    for (const file of files) {
      const source = JSON.parse(readFileSync(file, 'utf8'));
      const locale = /(fi-FI|sv-FI|en-US)\.json$/.exec(file)?.[1] ?? 'fi-FI';
      const fromText = createIntl({ locale, messages: source, onError: () => {} });
      const fromTree = createIntl({ locale, messages: compileMessages(source), onError: () => {} });
      for (const [id, text] of Object.entries(source)) {
        const values = valuesFor(text);
        assert.deepEqual(
          fromTree.formatMessage({ id }, values),
          fromText.formatMessage({ id }, values),
          `${relative(WORKSPACE_ROOT, file)}: ${id}`,
        );
      }
    }
  });

  it('keeps a message that does not parse as its text when asked, and fails otherwise', () => {
    const seen = [];
    assert.deepEqual(
      compileMessages({ ok: 'Hi {name}', broken: 'Hi {name' }, (id) => seen.push(id)),
      {
        ok: [
          { type: 0, value: 'Hi ' },
          { type: 1, value: 'name' },
        ],
        broken: [{ type: 0, value: 'Hi {name' }],
      },
    );
    assert.deepEqual(seen, ['broken']);
    assert.throws(() => compileMessages({ broken: 'Hi {name' }), /broken does not parse/);
    assert.throws(() => compileMessages({ n: 1 }), /n is not a text/);
    assert.throws(() => compileMessages(['a']), /object of message id/);
  });

  it('as a loader, names the catalogue whose message breaks the build', () => {
    const out = messagesLoader.call({ resourcePath: 'a.json' }, '{"x": "{n, plural, other {# kWh}}"}');
    assert.equal(JSON.parse(out).x[0].type, 6);
    assert.throws(
      () => messagesLoader.call({ resourcePath: 'b/i18n/fi-FI.json' }, '{"x": "{n"}'),
      /b\/i18n\/fi-FI.json/,
    );
  });
});

/** A value for each argument of the message (2: plural's `other`, select's `other`) and each rich-text tag. */
function valuesFor(text) {
  const values = {};
  for (const [, name] of text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)) values[name] = 2;
  for (const [, tag] of text.matchAll(/<([A-Za-z0-9_]+)>/g))
    values[tag] = (chunks) => `<${tag}>${chunks.join('')}</${tag}>`;
  return values;
}
