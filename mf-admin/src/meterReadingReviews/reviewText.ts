import { unitLabel } from '@portal/shared';
import type { ReviewQueueItem, TimeSeriesEntry } from '@portal/shared/api/meterReadings';
import type { IntlShape } from 'react-intl';

export const REASON_MAX = 500;

/** a reading's value as the page's language writes numbers, with the unit as people read it */
export const valueText = (intl: IntlShape, entry: TimeSeriesEntry, unit: string): string =>
  `${intl.formatNumber(entry.value, { maximumFractionDigits: 10, useGrouping: false })} ${unitLabel(intl, unit)}`;

/** why the reading waits for review, and what the customer said it is (a rollover, a new meter) */
export function flagTexts(intl: IntlShape, item: ReviewQueueItem): string[] {
  const t = (id: string) => intl.formatMessage({ id: `admin.meterReadingReviews.${id}` });
  const flags = (item.entry.review?.flags ?? []).map((flag) => t(`flag.${flag}`));
  return item.entry.kind === 'reading' ? flags : [...flags, t(`kind.${item.entry.kind}`)];
}
