import { TOUR_TARGETS, type TourTarget } from '../contracts';

export type TourStepId = 'intro' | TourTarget;

/** customer-area section 2: the help tour has 16 steps, an introduction and one per marked element */
export const TOUR_STEPS: readonly TourStepId[] = ['intro', ...TOUR_TARGETS];

/**
 * Steps shown at another step's element. 'locationSelect' tells the user to choose the address, and the
 * address is chosen in the usage place select (its options are 'address (location code)'), not in the
 * customer picker that carries the same name in the spec's page outline.
 */
const SHOWN_AT: Partial<Record<TourTarget, TourTarget>> = { locationSelect: 'usagePlace' };

/** The element a step points at; null for the introduction and for a part that is not on the page now. */
export function findTarget(step: TourStepId, root: ParentNode = document): HTMLElement | null {
  if (step === 'intro') return null;
  const target = SHOWN_AT[step] ?? step;
  for (const element of root.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`)) {
    // browsers tell a hidden element (display: none, a collapsed section); where they cannot, take it
    if (typeof element.checkVisibility !== 'function' || element.checkVisibility()) return element;
  }
  return null;
}
