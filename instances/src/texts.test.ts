import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInstances } from './validate';
import { instancesDir } from './paths';

const readKeys = (id: string, language: string): string[] =>
  Object.keys(
    JSON.parse(readFileSync(join(instancesDir, id, 'texts', `${language}.json`), 'utf8')) as object,
  ).sort();

describe('instance texts', () => {
  it.each(loadInstances(instancesDir).map((c) => c.id))('%s: fi-FI and en-US have the same keys', (id) => {
    const fi = readKeys(id, 'fi-FI');
    expect(fi).toContain('shell.welcome.heading');
    expect(fi).toContain('shell.welcome.description');
    expect(readKeys(id, 'en-US')).toEqual(fi);
  });
});
