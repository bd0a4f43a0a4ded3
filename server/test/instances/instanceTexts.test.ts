import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { InstanceTexts, InvalidTextsError } from '../../src/instances/instanceTexts.js';

const textsFile = (content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'texts-')), 'en-US.json');
  writeFileSync(file, content);
  return file;
};

describe('InstanceTexts', () => {
  it('compiles each text to the syntax tree react-intl would parse it to', async () => {
    const source = {
      'shell.welcome.heading': 'Welcome to {name} Online',
      'shell.count': '{count, plural, one {# place} other {# places}}',
      'shell.plain': "The customer's own text",
    };
    const texts = new InstanceTexts({ warn: vi.fn() });
    const compiled = JSON.parse((await texts.read(textsFile(JSON.stringify(source)))).body);
    expect(compiled['shell.welcome.heading']).toEqual([
      { type: 0, value: 'Welcome to ' },
      { type: 1, value: 'name' },
      { type: 0, value: ' Online' },
    ]);
    expect(compiled['shell.count']).toMatchObject([{ type: 6, value: 'count', pluralType: 'cardinal' }]);
    expect(compiled['shell.plain']).toEqual([{ type: 0, value: "The customer's own text" }]);
  });

  it('serves a text that does not parse as written, with a warning, and recompiles an edited file', async () => {
    const warn = vi.fn();
    const texts = new InstanceTexts({ warn });
    const file = textsFile(JSON.stringify({ 'shell.broken': 'Hello {name' }));
    const first = await texts.read(file);
    expect(JSON.parse(first.body)).toEqual({ 'shell.broken': [{ type: 0, value: 'Hello {name' }] });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ id: 'shell.broken' }), expect.any(String));
    expect(await texts.read(file)).toBe(first);

    writeFileSync(file, JSON.stringify({ 'shell.broken': 'Hello {name}' }));
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    const edited = await texts.read(file);
    expect(edited.etag).not.toBe(first.etag);
    expect(JSON.parse(edited.body)['shell.broken']).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
  });

  it('refuses a file that is not an object of texts', async () => {
    const texts = new InstanceTexts({ warn: vi.fn() });
    await expect(texts.read(textsFile('{"a": '))).rejects.toBeInstanceOf(InvalidTextsError);
    await expect(texts.read(textsFile('{"a": 1}'))).rejects.toBeInstanceOf(InvalidTextsError);
    await expect(texts.read(textsFile('["a"]'))).rejects.toBeInstanceOf(InvalidTextsError);
  });
});
