import { GuidedTour } from '@portal/shared';
import { TOUR_STEPS } from './tourSteps';

const loadTourMessages = () => import('../../i18n/tourMessages').then((m) => m.tourMessages);

/**
 * The energy report's help tour (customer-area section 2): the shared guided tour with 16 steps at the
 * elements marked `data-tour`; the step texts come with the tour, not with the report.
 */
export function HelpTour() {
  return <GuidedTour steps={TOUR_STEPS} messagePrefix="reports.tour.step" loadMessages={loadTourMessages} />;
}
