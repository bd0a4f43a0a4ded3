// Test helper: a content page in the shared harness with the shell's texts, and a fetch that serves files.
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { InstanceConfig, Language } from '@portal/instances';
import type { UserInfo } from '@portal/shared';
import { renderModule, testInstance, type TestModule } from '@portal/shared/testing';
import { shellMessages } from '../../i18n/shellMessages';
import { forgetContentFiles } from './contentFiles';

const shellPart: TestModule = { messages: shellMessages };

export interface FileAnswer {
  status?: number;
  body: string;
  type?: string;
}

/** fetch answering by path; a function answer may change between calls. Records every call. */
export function serveFiles(answers: Record<string, FileAnswer | (() => FileAnswer | Promise<FileAnswer>)>) {
  const calls: Array<{ path: string; method: string; body?: unknown }> = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = String(input);
    calls.push({
      path,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const entry = answers[path];
    if (!entry) return new Response('not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    const answer = typeof entry === 'function' ? await entry() : entry;
    return new Response(answer.body, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.type ?? 'text/markdown; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function renderContentPage(
  page: ReactElement,
  options: {
    instance?: InstanceConfig;
    language?: Language;
    user?: UserInfo | null;
    endpoint?: string;
    /** keep the files already loaded (a page opened again in the same session) */
    keepFiles?: boolean;
  } = {},
) {
  if (!options.keepFiles) forgetContentFiles();
  const instance = options.instance ?? testInstance();
  const language = options.language ?? 'en-US';
  return renderModule(shellPart, page, {
    instance,
    language,
    ...(options.user === undefined ? {} : { user: options.user }),
    url: `/${instance.id}/${language}/${options.endpoint ?? 'online/faq'}`,
  });
}
