import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 AA: no serious or critical violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // the page at rest: what the last event set off has rendered (Preact runs effects after a frame, and a
  // re-render they cause can start a transition, e.g. a button enabled again after a submit) ...
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  // ... and a dialog still fading in has text at part opacity (a contrast failure of a frame), one
  // still closing leaves the focus trap's aria-hidden on the page for that frame; both came as flaky runs
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // a spinner turns forever: only the animations that end are waited for
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ) &&
        // with no modal open, the focus trap has taken its aria-hidden off the page again
        (document.querySelector('[aria-modal="true"]') !== null ||
          document.querySelector('body > [aria-hidden="true"]:not([data-tabster-dummy])') === null),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent UI's focus manager (tabster) puts aria-hidden focus guards around drawers and dialogs on purpose:
    // they hand focus on and are never announced. axe cannot tell them apart from real hidden focusables.
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}
