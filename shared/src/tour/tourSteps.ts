import type { PartMessages } from '../i18n/WithMessages';

/** One step of a guided tour. */
export interface TourStep {
  /** names the step's texts: `<messagePrefix>.<id>.title` and `.body` */
  id: string;
  /**
   * the element it points at, marked `data-tour="<target>"` on the page; null for a step about the whole
   * page (an introduction), shown in the middle of the window
   */
  target: string | null;
}

/** A step pointing at the element marked with its own id. */
export const stepAt = (id: string): TourStep => ({ id, target: id });

/** Texts a tour brings with its chunk (not with the page), per language. */
export type TourMessages = PartMessages;

/**
 * The element a step points at: the first one marked `data-tour="<target>"` that is shown; null for a step
 * without a target and for a part that is not on the page now (the step is still shown and counted).
 */
export function findTourTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  if (step.target === null) return null;
  for (const element of root.querySelectorAll<HTMLElement>(`[data-tour="${step.target}"]`)) {
    // browsers tell a hidden element (display: none, a collapsed section); where they cannot, take it
    if (typeof element.checkVisibility !== 'function' || element.checkVisibility()) return element;
  }
  return null;
}
