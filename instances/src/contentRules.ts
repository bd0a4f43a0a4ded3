import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTACT_ENDPOINT,
  RETIRED_REPORTING_ENDPOINT,
  contentFileOf,
  isContentEndpoint,
  type ContentEndpoint,
} from './endpoints';
export type { FaqFile, PricingFile } from './endpoints';
import type { InstanceIssue } from './errors';
import { menuNodes } from './menuEntries';
import { pointerOf } from './pointer';
import type { InstanceConfig } from './types';

interface FolderRef {
  path: string;
  shown: string;
}

const MAX_TEXT = 20_000;
const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttps = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Problems of a FAQ file's content, each as [JSON pointer, rule]. */
export function faqProblems(value: unknown): Array<[string, string]> {
  if (!isObject(value) || !Array.isArray(value.questions) || value.questions.length === 0) {
    return [['/questions', 'must be a non-empty list of { question, answer }']];
  }
  const problems: Array<[string, string]> = [];
  value.questions.forEach((entry: unknown, i) => {
    if (!isObject(entry)) problems.push([pointerOf('questions', i), 'must be { question, answer }']);
    else {
      if (!isText(entry.question, 500))
        problems.push([pointerOf('questions', i, 'question'), 'must be a text of 1-500 characters']);
      if (!isText(entry.answer))
        problems.push([pointerOf('questions', i, 'answer'), 'must be a non-empty text']);
    }
  });
  return problems;
}

/** Problems of a pricing file's content, each as [JSON pointer, rule]. */
export function pricingProblems(value: unknown): Array<[string, string]> {
  if (!isObject(value) || !Array.isArray(value.links) || value.links.length === 0) {
    return [['/links', 'must be a non-empty list of { label, url, description? }']];
  }
  const problems: Array<[string, string]> = [];
  if (value.intro !== undefined && !isText(value.intro))
    problems.push(['/intro', 'must be a non-empty text']);
  value.links.forEach((entry: unknown, i) => {
    if (!isObject(entry)) {
      problems.push([pointerOf('links', i), 'must be { label, url, description? }']);
      return;
    }
    if (!isText(entry.label, 200))
      problems.push([pointerOf('links', i, 'label'), 'must be a text of 1-200 characters']);
    if (!isHttps(entry.url)) problems.push([pointerOf('links', i, 'url'), 'must be an https address']);
    if (entry.description !== undefined && !isText(entry.description, 1000))
      problems.push([pointerOf('links', i, 'description'), 'must be a text of 1-1000 characters']);
  });
  return problems;
}

const readFile = (path: string): string | null => {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8') : null;
  } catch {
    return null;
  }
};

/** Every language's file of one content page: present, not empty, and of the right shape. */
function checkPageFiles(
  config: InstanceConfig,
  folder: FolderRef,
  endpoint: ContentEndpoint,
  pointer: string,
): InstanceIssue[] {
  const file = `${folder.shown}/instance.json`;
  const issues: InstanceIssue[] = [];
  for (const language of config.languages) {
    const relative = contentFileOf(endpoint, language);
    if (relative === null) continue;
    const shown = `${folder.shown}/${relative}`;
    const text = readFile(join(folder.path, relative));
    if (text === null) {
      issues.push({ file, pointer, rule: `opens "${endpoint}", but ${shown} does not exist` });
      continue;
    }
    if (text.trim() === '') {
      issues.push({ file, pointer, rule: `opens "${endpoint}", but ${shown} is empty` });
      continue;
    }
    if (!relative.endsWith('.json')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      issues.push({ file: shown, pointer: '', rule: `must be valid JSON (${(error as Error).message})` });
      continue;
    }
    const problems = endpoint === 'online/faq' ? faqProblems(parsed) : pricingProblems(parsed);
    for (const [where, rule] of problems) issues.push({ file: shown, pointer: where, rule });
  }
  return issues;
}

function checkContact(config: InstanceConfig, file: string, itemPointer: string | null): InstanceIssue[] {
  const issues: InstanceIssue[] = [];
  const { contact } = config;
  if (!contact) {
    if (itemPointer)
      issues.push({ file, pointer: itemPointer, rule: `opens "${CONTACT_ENDPOINT}", which needs "contact"` });
    return issues;
  }
  const seen = new Set<string>();
  contact.subjects.forEach((subject, i) => {
    if (seen.has(subject.id))
      issues.push({
        file,
        pointer: pointerOf('contact', 'subjects', i, 'id'),
        rule: `must be a unique subject id: "${subject.id}" is already used`,
      });
    seen.add(subject.id);
    for (const language of config.languages) {
      if (!subject.label[language])
        issues.push({
          file,
          pointer: pointerOf('contact', 'subjects', i, 'label'),
          rule: `must name the subject in ${language} (a language of languages)`,
        });
    }
  });
  return issues;
}

/**
 * The content pages' rules: a menu item opening a content page needs that page's file in every language
 * (the contact form needs `contact`), the retired-reporting notice goes with its flag.
 */
export function checkContent(config: InstanceConfig, folder: FolderRef): InstanceIssue[] {
  const file = `${folder.shown}/instance.json`;
  const issues: InstanceIssue[] = [];
  let contactItem: string | null = null;
  let retiredItem = false;
  for (const { pointer, node } of menuNodes(config)) {
    if (node.type !== 'item' || !node.endpoint || !isContentEndpoint(node.endpoint)) continue;
    const endpointPointer = `${pointer}/endpoint`;
    const endpoint = node.endpoint as ContentEndpoint;
    if (endpoint === CONTACT_ENDPOINT) contactItem = endpointPointer;
    if (endpoint === RETIRED_REPORTING_ENDPOINT) {
      retiredItem = true;
      if (!config.flags.retiredReportingNotice)
        issues.push({
          file,
          pointer: endpointPointer,
          rule: `"${RETIRED_REPORTING_ENDPOINT}" may be in the menu only when flags.retiredReportingNotice is true`,
        });
    }
    issues.push(...checkPageFiles(config, folder, endpoint, endpointPointer));
  }
  if (config.flags.retiredReportingNotice && !retiredItem) {
    issues.push(
      ...checkPageFiles(config, folder, RETIRED_REPORTING_ENDPOINT, '/flags/retiredReportingNotice'),
    );
  }
  issues.push(...checkContact(config, file, contactItem));
  return issues;
}
