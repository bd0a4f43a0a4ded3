/**
 * The vitest setup of every package (`setupFiles: ['@portal/shared/testing/setup']`): what jsdom lacks
 * for Fluent, a fixed clock (`testClock.ts`), and a clean page, store and cookie jar after each test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stopModuleSagas } from './moduleStore';
import { installTestClock } from './testClock';

installTestClock();

// A 2-core machine running several suites at once (CI, or beside a build) draws a page and fetches a lazy
// chunk many times slower than a quiet one: waits for what must appear are generous, so a slow machine is
// never a red test. They bound waiting only; no test measures time.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no matchMedia; Fluent and the shell's narrow-screen hook ask for it
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; Fluent's MessageBar (auto layout) measures itself with one
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(() => {
  cleanup();
  stopModuleSagas();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});
