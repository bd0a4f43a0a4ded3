/**
 * The vitest setup of every package (`setupFiles: ['@portal/shared/testing/setup']`): what jsdom lacks
 * for Fluent, a fixed clock (`testClock.ts`), and a clean page, store and cookie jar after each test.
 */
import { cleanup, configure, fireEvent } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stopModuleSagas } from './moduleStore';
import { installTestClock } from './testClock';

installTestClock();

// A 2-core machine running several suites at once (CI, or beside a build) draws a page and fetches a lazy
// chunk many times slower than a quiet one: waits for what must appear are generous, so a slow machine is
// never a red test. They bound waiting only; no test measures time.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

// The page runs on preact/compat (docs/preact.md), whose onChange of a text field listens to the `input`
// event a browser fires on every keystroke; `fireEvent.change` alone fires only `change`, which a browser
// fires after inputs. So a change of a text field's value is preceded by its input event, as in a browser.
const fireChange = fireEvent.change.bind(fireEvent);
const typed = (node: unknown): node is HTMLInputElement | HTMLTextAreaElement =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(node.type));
fireEvent.change = (node, init) => {
  if (!typed(node)) return fireChange(node, init);
  const value = (init as { target?: { value?: unknown } } | undefined)?.target?.value;
  if (value !== undefined) fireEvent.input(node, { target: { value } });
  return fireChange(node, init);
};

// Fluent's positioning looks for an autoFocus prop on React's fiber of each button and field it positions, in
// development builds only (tests; the bundles are production builds) and throws on a node without one.
// Preact keeps no fiber on its nodes: answer that check as React would for an element without autoFocus.
for (const element of [HTMLButtonElement, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement])
  if (!Object.hasOwn(element.prototype, '__reactFiber$preact'))
    Object.defineProperty(element.prototype, '__reactFiber$preact', {
      enumerable: true,
      get: () => ({ pendingProps: { autoFocus: false } }),
    });

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
  // Fluent's focus manager lives on the window: a modal it still believes open would hide the next test's page
  (window as { __tabsterInstance?: { dispose(): void } }).__tabsterInstance?.dispose();
  // and what is left on the page (Fluent's portal nodes, a focus trap's aria-hidden on them)
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  stopModuleSagas();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});
