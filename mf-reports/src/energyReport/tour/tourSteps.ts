import { TOUR_TARGETS, type TourTarget } from '../contracts';

export type TourStepId = 'intro' | TourTarget;

/** customer-area section 2: the help tour has 16 steps, an introduction and one per marked element */
export const TOUR_STEPS: readonly TourStepId[] = ['intro', ...TOUR_TARGETS];

/** The element a step points at; null for the introduction and for a part that is not on the page now. */
export function findTarget(step: TourStepId, root: ParentNode = document): HTMLElement | null {
  if (step === 'intro') return null;
  for (const element of root.querySelectorAll<HTMLElement>(`[data-tour="${step}"]`)) {
    // browsers tell a hidden element (display: none, a collapsed section); where they cannot, take it
    if (typeof element.checkVisibility !== 'function' || element.checkVisibility()) return element;
  }
  return null;
}
