import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InstanceConfig } from './types';
import { instancesDir } from './paths';

/**
 * Test support: copies a shipped instance (as folder `as`) into `dir`, by default a fresh temp
 * `instances/` folder, so a test can break the copy.
 */
export const copyInstance = (
  id: string,
  as: string = id,
  dir: string = join(mkdtempSync(join(tmpdir(), 'instances-test-')), 'instances'),
): { dir: string; folder: string } => {
  const folder = join(dir, as);
  cpSync(join(instancesDir, id), folder, { recursive: true });
  return { dir, folder };
};

/** Rewrites <folder>/instance.json through `change`, which edits the parsed file in place. */
export const editInstanceJson = (folder: string, change: (json: InstanceConfig) => void): void => {
  const path = join(folder, 'instance.json');
  const json = JSON.parse(readFileSync(path, 'utf8')) as InstanceConfig;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};
