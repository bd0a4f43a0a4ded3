/**
 * The vitest setup of every package (`setupFiles: ['@portal/shared/testing/setup']`): what jsdom lacks
 * for Fluent, a fixed clock (`testClock.ts`), and a clean page, store and cookie jar after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopModuleSagas } from './moduleStore';
import { installTestClock } from './testClock';

installTestClock();

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
