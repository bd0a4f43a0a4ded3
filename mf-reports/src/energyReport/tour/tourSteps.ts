import type { TourStep } from '@portal/shared';
import { TOUR_TARGETS, type TourTarget } from '../contracts';

/**
 * Steps shown at another step's element. 'locationSelect' tells the user to choose the address, and the
 * address is chosen in the usage place select (its options are 'address (location code)'), not in the
 * customer picker that carries the same name in the spec's page outline.
 */
const SHOWN_AT: Partial<Record<TourTarget, TourTarget>> = { locationSelect: 'usagePlace' };

/** customer-area section 2: the help tour has 16 steps, an introduction and one per marked element */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'intro', target: null },
  ...TOUR_TARGETS.map((id) => ({ id, target: SHOWN_AT[id] ?? id })),
];
