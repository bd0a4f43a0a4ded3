import { GuidedTour, stepAt, type TourStep } from '@portal/shared';

/** the parts the tour points at, in order, each marked `data-tour` on the page, after an introduction */
export const DH_TOUR_STEPS: readonly TourStep[] = [
  { id: 'intro', target: null },
  ...[
    'place',
    'frequency',
    'costs',
    'building',
    'keyValues',
    'usageChart',
    'priceChart',
    'costChart',
    'table',
  ].map(stepAt),
];

/** The district heating report's guided tour: the shared one, its texts with the page's. */
export function DhTour() {
  return <GuidedTour steps={DH_TOUR_STEPS} messagePrefix="reports.districtHeating.tour" />;
}
