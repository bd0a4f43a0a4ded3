import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { InstanceConfig } from './types';
import { InstanceConfigError, InstanceNotFoundError, type InstanceIssue } from './errors';
import { checkSchema } from './schemaValidator';
import { checkConfigRules } from './configRules';
import { checkFiles } from './fileRules';
import { checkContent } from './contentRules';

const INSTANCE_ID = /^[a-z0-9]+$/;
const INSTANCE_FILE = 'instance.json';

type Checked = { config: InstanceConfig; issues: [] } | { config?: undefined; issues: InstanceIssue[] };

const checkFolder = (dir: string, folderName: string): Checked => {
  const folder = { path: join(dir, folderName), shown: `${basename(dir)}/${folderName}` };
  const file = `${folder.shown}/${INSTANCE_FILE}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(folder.path, INSTANCE_FILE), 'utf8'));
  } catch (error) {
    return { issues: [{ file, pointer: '', rule: `must be readable JSON (${(error as Error).message})` }] };
  }
  const result = checkSchema(raw);
  if (!result.ok) return { issues: result.problems.map((p) => ({ file, ...p })) };
  const issues: InstanceIssue[] = [
    ...checkConfigRules(result.config, folderName).map((p) => ({ file, ...p })),
    ...checkFiles(result.config, folder),
    ...checkContent(result.config, folder),
  ];
  return issues.length === 0 ? { config: result.config, issues: [] } : { issues };
};

const hasInstanceFile = (path: string): boolean => {
  try {
    return statSync(join(path, INSTANCE_FILE)).isFile();
  } catch {
    return false;
  }
};

/**
 * Reads and validates <dir>/<id>/instance.json and the files it names.
 * Throws InstanceNotFoundError for an id without a folder, InstanceConfigError listing every broken rule.
 */
export function loadInstance(dir: string, id: string): InstanceConfig {
  // the id may come from a URL: refuse anything that could leave the folder
  if (!INSTANCE_ID.test(id) || !hasInstanceFile(join(dir, id))) throw new InstanceNotFoundError(id);
  const checked = checkFolder(dir, id);
  if (checked.config === undefined) throw new InstanceConfigError(checked.issues);
  return checked.config;
}

/**
 * Every folder of `dir` that holds an instance.json, validated, sorted by id.
 * Throws one InstanceConfigError listing the broken rules of every bad folder.
 */
export function loadInstances(dir: string): InstanceConfig[] {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && hasInstanceFile(join(dir, entry.name)))
    .map((entry) => entry.name)
    .sort();
  const configs: InstanceConfig[] = [];
  const issues: InstanceIssue[] = [];
  for (const folderName of folders) {
    const checked = checkFolder(dir, folderName);
    if (checked.config) configs.push(checked.config);
    else issues.push(...checked.issues);
  }
  if (issues.length > 0) throw new InstanceConfigError(issues);
  return configs;
}
