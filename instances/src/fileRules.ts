import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { InstanceConfig, Language } from './types';
import type { InstanceIssue } from './errors';
import { pointerOf } from './pointer';

/** Message ids every instance's texts must define: the welcome page is made of them. */
export const REQUIRED_TEXT_KEYS = ['shell.welcome.heading', 'shell.welcome.description'] as const;
export const LOGIN_DESCRIPTION_KEY = 'shell.login.description';

/** Where the shell fetches a notification text: notifications/<base>.<lang>.txt */
export const notificationPath = (base: string, language: Language): string =>
  `notifications/${base}.${language}.txt`;
export const textsPath = (language: Language): string => `texts/${language}.json`;

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

interface FolderRef {
  /** absolute path of the instance folder */
  path: string;
  /** how the folder is named in messages, e.g. 'instances/nivos' */
  shown: string;
}

const checkNamedFiles = (config: InstanceConfig, folder: FolderRef): InstanceIssue[] => {
  const file = `${folder.shown}/instance.json`;
  const issues: InstanceIssue[] = [];
  const images: Array<[string, string | undefined]> = [
    ['/theme/logo', config.theme.logo],
    ['/theme/logoDark', config.theme.logoDark],
    ['/theme/screenshot', config.theme.screenshot],
  ];
  for (const [pointer, name] of images) {
    if (name !== undefined && !isFile(join(folder.path, name))) {
      issues.push({ file, pointer, rule: `names "${name}", which does not exist in ${folder.shown}/` });
    }
  }
  const notices: Array<[string, string | undefined]> = [
    ['/notifications/serviceBreak', config.notifications.serviceBreak],
    ['/notifications/info', config.notifications.info],
    ['/login/notificationFile', config.login.notificationFile],
  ];
  for (const [pointer, base] of notices) {
    if (base === undefined) continue;
    for (const language of config.languages) {
      const relative = notificationPath(base, language);
      const path = join(folder.path, relative);
      if (!isFile(path)) {
        issues.push({
          file,
          pointer,
          rule: `names "${base}", but ${folder.shown}/${relative} does not exist`,
        });
      } else if (readFileSync(path, 'utf8').trim() === '') {
        issues.push({ file, pointer, rule: `names "${base}", but ${folder.shown}/${relative} is empty` });
      }
    }
  }
  return issues;
};

type Texts = Map<string, string>;

const readTexts = (folder: FolderRef, language: Language, issues: InstanceIssue[]): Texts | undefined => {
  const relative = textsPath(language);
  const file = `${folder.shown}/${relative}`;
  const path = join(folder.path, relative);
  if (!isFile(path)) {
    issues.push({
      file: `${folder.shown}/instance.json`,
      pointer: '/languages',
      rule: `lists "${language}", but ${file} does not exist`,
    });
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    issues.push({ file, pointer: '', rule: `must be valid JSON (${(error as Error).message})` });
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    issues.push({ file, pointer: '', rule: 'must be an object of message id -> message' });
    return undefined;
  }
  const texts: Texts = new Map();
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' || value.trim() === '') {
      issues.push({ file, pointer: pointerOf(key), rule: 'must be a non-empty string' });
    } else {
      texts.set(key, value);
    }
  }
  return texts;
};

const checkTexts = (config: InstanceConfig, folder: FolderRef): InstanceIssue[] => {
  const issues: InstanceIssue[] = [];
  const byLanguage = new Map<Language, Texts>();
  for (const language of config.languages) {
    const texts = readTexts(folder, language, issues);
    if (texts) byLanguage.set(language, texts);
  }
  const required: string[] = [...REQUIRED_TEXT_KEYS];
  if (config.login.descriptionOnly) required.push(LOGIN_DESCRIPTION_KEY);
  for (const [language, texts] of byLanguage) {
    const file = `${folder.shown}/${textsPath(language)}`;
    for (const key of required) {
      if (!texts.has(key)) issues.push({ file, pointer: pointerOf(key), rule: 'is required' });
    }
    for (const [other, otherTexts] of byLanguage) {
      if (other === language) continue;
      for (const key of otherTexts.keys()) {
        if (!texts.has(key) && !required.includes(key)) {
          issues.push({
            file,
            pointer: pointerOf(key),
            rule: `is missing (${textsPath(other)} has it; languages must have the same keys)`,
          });
        }
      }
    }
  }
  return issues;
};

/** Rules about the files next to instance.json: named assets exist, texts are complete. */
export const checkFiles = (config: InstanceConfig, folder: FolderRef): InstanceIssue[] => [
  ...checkNamedFiles(config, folder),
  ...checkTexts(config, folder),
];
