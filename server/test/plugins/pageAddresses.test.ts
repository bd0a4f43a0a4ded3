import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import { PageAddresses, REMOTE_PUBLICATIONS_FILE } from '../../src/plugins/pageAddresses.js';

const instance = (modules: InstanceConfig['modules']) =>
  ({ modules, menu: [], flags: { retiredReportingNotice: false } }) as unknown as InstanceConfig;
const notes: InstanceConfig['modules'][number] = {
  id: 'notes',
  manifest: '/remotes/mf-notes/mf-manifest.json',
};

const recordWith = (modules: Record<string, unknown>): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'record-')), REMOTE_PUBLICATIONS_FILE);
  writeFileSync(file, JSON.stringify({ modules }));
  return file;
};

describe('page addresses follow the instance and the routes the build recorded', () => {
  const record = recordWith({
    notes: { id: 'notes', routes: [{ endpoint: 'online/notes', titleKey: 'notes.title' }], widgets: [] },
  });

  it('an enabled module’s recorded route is served; any other endpoint is not', () => {
    const pages = new PageAddresses(record);
    expect(pages.statusOf(instance([notes]), 'online/notes')).toBe(200);
    expect(pages.statusOf(instance([notes]), 'online/notes/')).toBe(200);
    expect(pages.statusOf(instance([notes]), 'online/other')).toBe(404);
  });

  it('a recorded route of a module the instance does not enable is not served', () => {
    expect(new PageAddresses(record).statusOf(instance([]), 'online/notes')).toBe(404);
  });

  it.each([
    [
      'a remote on another origin',
      { id: 'notes', manifest: 'https://cdn.example/mf-notes/mf-manifest.json' },
      record,
    ],
    [
      'a module the build did not record',
      { id: 'billing', manifest: '/remotes/mf-billing/mf-manifest.json' },
      record,
    ],
    ['no record at all', notes, null],
  ] as const)('%s: the server cannot tell its pages, so it denies none', (_case, module, file) => {
    expect(new PageAddresses(file).statusOf(instance([module]), 'online/anything')).toBe(200);
  });
});
